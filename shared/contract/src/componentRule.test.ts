import { REMOTES } from './remotes';
import { CONTAINERS, SECTION_CONTAINERS, exposeKey, resolveComponent } from './componentRule';

describe('resolveComponent', () => {
  it('maps a section to its container and keeps the page path', () => {
    expect(resolveComponent('system/user/index')).toEqual({
      kind: 'remote',
      section: 'system',
      container: 'system',
      module: 'user/index',
      request: 'system/user/index',
    });
    expect(resolveComponent('tool/swagger/index')).toMatchObject({
      container: 'tools',
      request: 'tools/swagger/index',
    });
    expect(resolveComponent('monitor/operlog/index')).toMatchObject({
      container: 'monitor',
      module: 'operlog/index',
    });
    expect(resolveComponent('marketing/news/index')).toMatchObject({ container: 'marketing' });
  });

  it("keeps the shell's own layout components", () => {
    expect(resolveComponent('Layout')).toEqual({ kind: 'Layout' });
    expect(resolveComponent('')).toEqual({ kind: 'Layout' });
    expect(resolveComponent(undefined)).toEqual({ kind: 'Layout' });
    expect(resolveComponent('ParentView')).toEqual({ kind: 'ParentView' });
    expect(resolveComponent('InnerLink')).toEqual({ kind: 'InnerLink' });
  });

  it('names unknown sections and malformed names as unknown, never as a remote', () => {
    expect(resolveComponent('finance/report/index')).toEqual({
      kind: 'unknown',
      component: 'finance/report/index',
    });
    expect(resolveComponent('system')).toEqual({ kind: 'unknown', component: 'system' });
    expect(resolveComponent('system/../secret')).toMatchObject({ kind: 'unknown' });
    expect(resolveComponent('system/user/index.vue')).toMatchObject({ kind: 'unknown' });
    expect(resolveComponent('__proto__/x')).toMatchObject({ kind: 'unknown' });
  });

  it('takes sections and containers from the one list of remotes', () => {
    expect(CONTAINERS).toEqual(['marketing', 'system', 'monitor', 'tools', 'sales']);
    expect(SECTION_CONTAINERS).toEqual({
      marketing: 'marketing',
      system: 'system',
      monitor: 'monitor',
      tool: 'tools',
      sales: 'sales',
    });
    for (const remote of REMOTES) {
      expect(resolveComponent(`${remote.section}/page/index`)).toMatchObject({ container: remote.name });
    }
  });

  it('gives the expose key of a module', () => {
    expect(exposeKey('user/index')).toBe('./user/index');
  });
});
