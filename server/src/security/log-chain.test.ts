import crypto from 'node:crypto';
import {
  gapSeal,
  headSeal,
  logChainKey,
  rowHash,
  walkChain,
  type ChainGap,
  type ChainedRow,
  type ChainHead,
} from './log-chain';

const key = logChainKey(crypto.randomBytes(32));

/** a chain of rows 1…n as the server writes it, with its sealed head */
function chain(n: number) {
  const rows: ChainedRow[] = [];
  let prev = '';
  for (let id = 1; id <= n; id += 1) {
    const values = [id, `entry ${id}`, '2026-01-01 00:00:00'];
    const hash = rowHash(key, 'oper', prev, values);
    rows.push({ id, prevHash: prev, rowHash: hash, values });
    prev = hash;
  }
  const head: ChainHead = { anchorId: 1, anchorHash: '', headId: n, headHash: prev };
  return { rows, head: { ...head, seal: headSeal(key, 'oper', head) } };
}

async function* batches(rows: ChainedRow[]) {
  yield rows.slice(0, 2);
  yield rows.slice(2);
}

describe('walkChain', () => {
  it('finds a chain as written whole', async () => {
    const { rows, head } = chain(5);
    expect(await walkChain(key, 'oper', head, [], batches(rows))).toEqual({ intact: true, checked: 5 });
  });

  it('names the first row altered, a gap, the newest rows cut off and a rewound head', async () => {
    const { rows, head } = chain(5);
    const altered = rows.map((row) =>
      row.id === 3 ? { ...row, values: [3, 'changed', row.values[2]] } : row,
    );
    expect(await walkChain(key, 'oper', head, [], batches(altered))).toMatchObject({
      intact: false,
      problem: 'altered',
      rowId: 3,
      afterId: 2,
    });
    expect(await walkChain(key, 'oper', head, [], batches(rows.filter((row) => row.id !== 3)))).toMatchObject(
      {
        problem: 'removed',
        rowId: 4,
        afterId: 2,
      },
    );
    expect(await walkChain(key, 'oper', head, [], batches(rows.slice(0, 4)))).toMatchObject({
      problem: 'truncated',
      afterId: 4,
    });
    const rewound = { ...head, headId: 4, headHash: rows[3].rowHash! };
    expect(await walkChain(key, 'oper', rewound, [], batches(rows.slice(0, 4)))).toMatchObject({
      problem: 'head',
    });
    // a key other than the writer's recomputes nothing
    expect(
      await walkChain(logChainKey(crypto.randomBytes(32)), 'oper', head, [], batches(rows)),
    ).toMatchObject({
      problem: 'head',
    });
  });

  it('links across a sealed gap, and not across a forged one', async () => {
    const { rows, head } = chain(5);
    const gone = rows[2];
    const gap: ChainGap = { rowId: 3, prevHash: gone.prevHash!, rowHash: gone.rowHash! };
    const kept = rows.filter((row) => row.id !== 3);
    expect(
      await walkChain(key, 'oper', head, [{ ...gap, seal: gapSeal(key, 'oper', gap) }], batches(kept)),
    ).toEqual({ intact: true, checked: 4 });
    expect(
      await walkChain(key, 'oper', head, [{ ...gap, seal: 'f'.repeat(64) }], batches(kept)),
    ).toMatchObject({
      problem: 'removed',
      rowId: 4,
    });
  });
});
