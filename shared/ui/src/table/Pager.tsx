import { useState } from 'react';
import { Button, Input, Select } from 'antd';
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { PAGINATION } from '@dis/shared';
import { useUiTranslation } from '../i18n';
import { morePage, pagerItems } from './pagination';

export interface PagerProps {
  total: number;
  pageNum: number;
  pageSize: number;
  /** numbers shown, first and last page included: 7, or 5 on a phone */
  pagerCount: number;
  onChange: (pageNum: number, pageSize: number) => void;
}

/**
 * The console's pager in the reference layout: total, sizes, prev, pager, next, jumper (docs/product.md §9).
 * Our own rather than antd's: antd's pager shows 5 or 6 numbers where the spec wants exactly 7
 * (5 on a phone), and cannot be told otherwise.
 */
export function Pager({ total, pageNum, pageSize, pagerCount, onChange }: PagerProps) {
  const { t } = useUiTranslation();
  const [jump, setJump] = useState('');
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => {
    const target = Math.min(Math.max(1, page), pageCount);
    if (target !== pageNum) onChange(target, pageSize);
  };
  const submitJump = () => {
    const page = Number.parseInt(jump, 10);
    setJump('');
    if (Number.isFinite(page)) go(page);
  };
  return (
    <nav className="dis-pager" aria-label={t('table.pager')}>
      <span className="dis-pager__total">{t('table.total', { total })}</span>
      <Select
        className="dis-pager__sizes"
        aria-label={t('table.pageSizeLabel')}
        value={pageSize}
        onChange={(size: number) => onChange(pageNum, size)}
        options={PAGINATION.pageSizes.map((size) => ({ value: size, label: t('table.pageSize', { size }) }))}
        popupMatchSelectWidth={false}
      />
      <Button
        className="dis-pager__step"
        type="text"
        icon={<LeftOutlined />}
        aria-label={t('table.prev')}
        title={t('table.prev')}
        disabled={pageNum <= 1}
        onClick={() => go(pageNum - 1)}
      />
      <ul className="dis-pager__pages">
        {pagerItems(pageNum, pageCount, pagerCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                className="dis-pager__page"
                type={item === pageNum ? 'primary' : 'text'}
                ghost={item === pageNum}
                aria-current={item === pageNum ? 'page' : undefined}
                title={String(item)}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item}>
              <Button
                className="dis-pager__more"
                type="text"
                title={t(item === 'prev-more' ? 'table.prevMore' : 'table.nextMore', {
                  count: pagerCount - 2,
                })}
                aria-label={t(item === 'prev-more' ? 'table.prevMore' : 'table.nextMore', {
                  count: pagerCount - 2,
                })}
                onClick={() => go(morePage(item, pageNum, pageCount, pagerCount))}
              >
                <span className="dis-pager__ellipsis">•••</span>
                {item === 'prev-more' ? <DoubleLeftOutlined /> : <DoubleRightOutlined />}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button
        className="dis-pager__step"
        type="text"
        icon={<RightOutlined />}
        aria-label={t('table.next')}
        title={t('table.next')}
        disabled={pageNum >= pageCount}
        onClick={() => go(pageNum + 1)}
      />
      <span className="dis-pager__jumper">
        {t('table.jumpTo')}
        <Input
          className="dis-pager__jump-input"
          inputMode="numeric"
          aria-label={t('table.jumpTo')}
          value={jump}
          onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
          onPressEnter={submitJump}
          onBlur={submitJump}
        />
        {t('table.page')}
      </span>
    </nav>
  );
}
