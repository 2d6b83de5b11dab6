import { lazy } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import type { TableData } from '@dis/shared';
import { renderWithUi } from '../testing/renderWithUi';
import { SearchForm } from '../search/SearchForm';
import { SearchInput } from '../search/SearchFields';
import { CrudView } from './CrudView';
import { useCrudList } from './useCrudList';

interface Post {
  postId: number;
  postName: string;
}
interface Filters {
  postName?: string;
}

const columns: TableColumnsType<Post> = [
  { key: 'postId', title: '岗位编号', dataIndex: 'postId' },
  { key: 'postName', title: '岗位名称', dataIndex: 'postName' },
];
const LazyDialog = lazy(async () => ({ default: () => <div role="dialog">岗位对话框</div> }));

function PostPage({
  fetch,
  withActions = true,
  dialog = false,
}: {
  fetch: (q: Filters) => Promise<TableData<Post>>;
  withActions?: boolean;
  dialog?: boolean;
}) {
  const crud = useCrudList<Filters, Post>({
    fetch,
    rowKey: 'postId',
    columnsKey: 'system.post',
    selectable: true,
  });
  return (
    <CrudView
      className="post-page"
      crud={crud}
      columns={columns}
      search={
        <SearchForm {...crud.searchForm}>
          <SearchInput label="岗位名称" placeholder="请输入岗位名称" {...crud.search.field('postName')} />
        </SearchForm>
      }
      actions={withActions ? { permissionPrefix: 'system:post', onRemove: jest.fn() } : undefined}
    >
      {dialog ? <LazyDialog /> : null}
    </CrudView>
  );
}

const fetchPosts = jest.fn((query: Filters) =>
  Promise.resolve<TableData<Post>>({
    code: 200,
    msg: '',
    total: 2,
    rows: [
      { postId: 1, postName: 'ceo' },
      { postId: 2, postName: 'hr' },
    ].filter((post) => !query.postName || post.postName === query.postName),
  }),
);

beforeEach(() => {
  fetchPosts.mockClear();
  localStorage.clear();
});

describe('CrudView', () => {
  it('shows the search form, the toolbar row and the table of one list', async () => {
    renderWithUi(<PostPage fetch={fetchPosts} />, { permissions: ['system:post:remove'] });
    await screen.findByText('ceo');
    const removeButton = screen.getByRole('button', { name: /删\s*除/ }) as HTMLButtonElement;
    expect(removeButton.disabled).toBe(true);
    fireEvent.click(within(screen.getByText('hr').closest('tr')!).getByRole('checkbox'));
    expect(removeButton.disabled).toBe(false);

    fireEvent.change(screen.getByLabelText('岗位名称'), { target: { value: 'hr' } });
    fireEvent.click(screen.getByRole('button', { name: /^search\s*搜\s*索$/ }));
    await waitFor(() => expect(screen.queryByText('ceo')).toBeNull());
    expect(fetchPosts).toHaveBeenLastCalledWith({ postName: 'hr', pageNum: 1, pageSize: 20 });

    fireEvent.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(screen.getByRole('search', { hidden: true }).hidden).toBe(true);
    expect(document.querySelector('.post-page .dis-crud-toolbar .dis-right-toolbar')).not.toBeNull();
  });

  it('keeps only the round buttons without actions, and loads the page’s dialogs lazily', async () => {
    renderWithUi(<PostPage fetch={fetchPosts} withActions={false} dialog />);
    await screen.findByText('ceo');
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
