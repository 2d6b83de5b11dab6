import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { EditorSlot } from './EditorSlot';
import type { RowId } from './resourceApi';

/** A dialog stand-in: says which record it is for, counts its effects (its reads), keeps typed text. */
const started: Array<RowId | undefined> = [];
function Dialog({ id }: { id: RowId | undefined }) {
  const [text, setText] = useState('');
  useEffect(() => {
    started.push(id);
  }, [id]);
  return (
    <div role="dialog" aria-label={id === undefined ? '添加' : `修改 ${id}`}>
      <input aria-label="名称" value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}

const slot = (editor: { id?: RowId } | null) => (
  <EditorSlot editor={editor}>{(id) => <Dialog id={id} />}</EditorSlot>
);

beforeEach(() => {
  started.length = 0;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('EditorSlot', () => {
  it('draws the add dialog ahead once the page has settled, hidden and with nothing started', async () => {
    const { container, rerender } = render(slot(null));
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    await act(async () => jest.advanceTimersByTime(1600));
    // drawn, but hidden from everyone and with none of its effects (its reads) started
    const drawn = container.querySelector('[role="dialog"]');
    expect(drawn).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(started).toEqual([]);
    rerender(slot({}));
    expect(screen.getByRole('dialog', { name: '添加' })).toBe(drawn);
    expect(started).toEqual([undefined]);
  });

  it('opens at once when 新增 comes before the page settled', () => {
    render(slot({}));
    expect(screen.getByRole('dialog', { name: '添加' })).toBeTruthy();
    expect(started).toEqual([undefined]);
  });

  it('throws a used dialog away: the next 新增 starts empty', async () => {
    const { rerender } = render(slot(null));
    await act(async () => jest.advanceTimersByTime(1600));
    rerender(slot({}));
    const field = screen.getByRole('textbox', { name: '名称' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '早会' } });
    expect(field.value).toBe('早会');
    rerender(slot(null));
    await act(async () => jest.advanceTimersByTime(10));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(slot({}));
    expect((screen.getByRole('textbox', { name: '名称' }) as HTMLInputElement).value).toBe('');
  });

  it('draws 修改 for its record when asked', async () => {
    const { rerender } = render(slot(null));
    await act(async () => jest.advanceTimersByTime(1600));
    rerender(slot({ id: 5 }));
    expect(screen.getByRole('dialog', { name: '修改 5' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '添加' })).toBeNull();
    expect(started).toEqual([5]);
  });
});
