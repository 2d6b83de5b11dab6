import { cronerPattern, isValidCron, nextFireTimes } from '@dis/contract/cron';
import { parseTarget, refuseTarget, resolveTarget, type TaskRegistry } from './targets';

const registry: TaskRegistry = {
  'ryTask.ryNoParams': { params: [], run: () => undefined },
  'ryTask.ryMultipleParams': {
    params: ['String', 'Boolean', 'Long', 'Double', 'Integer'],
    run: () => undefined,
  },
};

describe('invoke targets', () => {
  it("reads RuoYi's argument kinds, commas inside quotes included", () => {
    expect(parseTarget("ryTask.ryMultipleParams('a, b', true, 2000L, 316.50D, 100)")).toEqual({
      bean: 'ryTask',
      method: 'ryMultipleParams',
      args: [
        { kind: 'String', value: 'a, b' },
        { kind: 'Boolean', value: true },
        { kind: 'Long', value: 2000 },
        { kind: 'Double', value: 316.5 },
        { kind: 'Integer', value: 100 },
      ],
    });
    expect(parseTarget('ryTask.ryNoParams')).toEqual({ bean: 'ryTask', method: 'ryNoParams', args: [] });
    expect(parseTarget("ryTask.ryParams('open)")).toBeNull();
  });

  it('resolves only registered names with fitting arguments', () => {
    expect(resolveTarget(registry, 'ryTask.ryNoParams()')?.name).toBe('ryTask.ryNoParams');
    expect(resolveTarget(registry, "ryTask.ryMultipleParams('ry', true, 2000, 316, 100)")?.args).toEqual([
      'ry',
      true,
      2000,
      316,
      100,
    ]);
    expect(resolveTarget(registry, 'ryTask.ryNoParams(1)')).toBeNull();
    expect(resolveTarget(registry, 'ryTask.constructor')).toBeNull();
    expect(resolveTarget(registry, 'ryTask.hasOwnProperty')).toBeNull();
  });

  it("refuses in RuoYi's order", () => {
    expect(refuseTarget(registry, "ryTask.ryParams('rmi://x')")).toBe('rmi');
    expect(refuseTarget(registry, 'LDAP://x')).toBe('ldap');
    expect(refuseTarget(registry, "x.y('http://a')")).toBe('http');
    expect(refuseTarget(registry, 'org.apache.commons.X.y()')).toBe('banned');
    expect(refuseTarget(registry, "require('fs')")).toBe('notAllowed');
    expect(refuseTarget(registry, 'ryTask.ryNoParams')).toBeNull();
  });
});

describe('Quartz cron on croner', () => {
  it('turns start/step into a range with the step', () => {
    expect(cronerPattern('0/10 * * * * ?')).toBe('0-59/10 * * * * ?');
    expect(cronerPattern('0 0 1/2 ? * * 2030/5')).toBe('0 0 1-23/2 ? * * 2030-2099/5');
  });

  it('validates and computes the next fire times with Quartz weekdays (1 = Sunday)', () => {
    expect(isValidCron('0/15 * * * * ?')).toBe(true);
    expect(isValidCron('0 0 12 ? * 2#1 *')).toBe(true);
    expect(isValidCron('* * * * *')).toBe(false);
    expect(isValidCron('61 * * * * ?')).toBe(false);
    const from = new Date(2026, 0, 1, 0, 0, 5);
    expect(nextFireTimes('0/10 * * * * ?', 2, from).map((d) => d.getSeconds())).toEqual([10, 20]);
    const [sunday] = nextFireTimes('0 0 8 ? * 1', 1, from);
    expect(sunday.getDay()).toBe(0);
  });
});
