import { useTranslation } from '@dis/shared';
import { sizeChanged, useAppDispatch, useAppSelector, type ComponentSize } from '@dis/shared/store';
import { Button, Dropdown, FontSizeOutlined, useFeedback } from '@dis/ui';
import { usePageActions } from '../pageCache/PageActions';

const SIZES: readonly ComponentSize[] = ['default', 'medium', 'small', 'mini'];

/**
 * 布局大小 (docs/product.md §2): the component size, kept in the `size` cookie; the page on screen renders
 * afresh in the new size and 'Switch Size Success' is said.
 */
export function SizeSelect() {
  const { t } = useTranslation('common');
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const size = useAppSelector((s) => s.app.size);
  const pages = usePageActions();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottom"
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((key) => ({ key, label: t(`console.size.${key}`), disabled: key === size })),
        onClick: ({ key }) => {
          if (key === size) return;
          dispatch(sizeChanged(key as ComponentSize));
          pages.refreshShown();
          message.success(t('console.size.switched'));
        },
      }}
    >
      <Button
        type="text"
        className="console-header__action"
        icon={<FontSizeOutlined />}
        aria-label={t('console.size.label')}
        title={t('console.size.label')}
      />
    </Dropdown>
  );
}
