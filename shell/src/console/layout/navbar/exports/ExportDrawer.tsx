import { useCallback, useEffect, useState } from 'react';
import type { ExportTask } from '@dis/contract';
import { loadersOf, loadNamespace, useTranslation } from '@dis/shared';
import { downloadZip, http } from '@dis/shared/request';
import { Button, confirmAction, Drawer, Empty, Progress, ReloadOutlined, Space, Spin, Tag } from '@dis/ui';
import en from '../../../../locales/en/exports.json';
import zhCn from '../../../../locales/zh-cn/exports.json';
import { onLiveUpdate } from '../../../live/events';
import { isUnfinished, listExports, STATUS, unfinishedCount } from './exportTasks';
import { actionsOf, formatSize, percentOf, POLL_MS, STATUS_COLOR } from './taskView';
import './exportDrawer.css';

const NS = 'exports';

/**
 * The drawer's words, both languages in its own chunk (not part of the console's first view);
 * loaded with the chunk, before the drawer first renders.
 */
export const loadExportWords = () => loadNamespace(NS, undefined, loadersOf({ 'zh-cn': zhCn, en }));

export interface ExportDrawerProps {
  open: boolean;
  onClose: () => void;
  /** how many tasks are queued or running, after each refresh (the navbar's badge) */
  onUnfinished: (count: number) => void;
  /** changes when a new task was queued: the list is asked for again */
  queuedAt: number;
}

/**
 * 下载中心 (docs/system/export.md "The drawer"): the caller's background exports, newest first,
 * with a progress bar while one runs, its size, rows and times, and 下载 / 取消 / 删除. Asked for
 * when it opens, every 2 s while it is open and a task is queued or running, and on a live event
 * of type `export`.
 */
export default function ExportDrawer({ open, onClose, onUnfinished, queuedAt }: ExportDrawerProps) {
  const { t } = useTranslation(NS);
  const [tasks, setTasks] = useState<ExportTask[] | null>(null);

  const load = useCallback(
    (silent = true) =>
      listExports(silent).then(
        (rows) => {
          setTasks(rows);
          onUnfinished(unfinishedCount(rows));
        },
        () => setTasks((shown) => shown ?? []),
      ),
    [onUnfinished],
  );

  useEffect(() => {
    if (open) void load(false);
  }, [open, queuedAt, load]);

  // a visible progress bar being watched: refresh while something moves
  const moving = open && tasks !== null && tasks.some(isUnfinished);
  useEffect(() => {
    if (!moving) return undefined;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [moving, load]);

  useEffect(() => onLiveUpdate('export', () => void load()), [load]);

  const cancel = (task: ExportTask) =>
    confirmAction({
      question: t('cancelQuestion', { name: task.fileName }),
      action: () => http.put(`/system/export/${task.taskId}/cancel`),
      done: t('cancelled'),
    }).then(() => load());
  const remove = (task: ExportTask) =>
    confirmAction({
      question: t('removeQuestion', { name: task.fileName }),
      action: () => http.delete(`/system/export/${task.taskId}`),
      done: t('removed'),
    }).then(() => load());
  const download = (task: ExportTask) => downloadZip(`/system/export/${task.taskId}/download`, task.fileName);

  return (
    <Drawer
      title={t('title')}
      open={open}
      onClose={onClose}
      size={420}
      className="export-centre"
      extra={
        <Button
          type="text"
          icon={<ReloadOutlined />}
          aria-label={t('refresh')}
          onClick={() => void load(false)}
        />
      }
    >
      <p className="export-centre__hint">{t('hint')}</p>
      {tasks === null ? (
        <Spin />
      ) : tasks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <ul className="export-centre__list" aria-label={t('title')}>
          {tasks.map((task) => (
            <li key={task.taskId} className="export-centre__task" data-status={task.status}>
              <div className="export-centre__head">
                <span className="export-centre__title">{task.title}</span>
                <Tag color={STATUS_COLOR[task.status]}>{t(`status.${task.status}`)}</Tag>
              </div>
              <div className="export-centre__file">{task.fileName}</div>
              {isUnfinished(task) ? (
                <Progress
                  percent={percentOf(task)}
                  size="small"
                  status="active"
                  aria-label={t('progress', { title: task.title })}
                />
              ) : null}
              <div className="export-centre__meta">
                <span>
                  {task.totalRows !== null && task.doneRows !== task.totalRows
                    ? t('rowsOf', { done: task.doneRows, total: task.totalRows })
                    : t('rows', { count: task.doneRows })}
                </span>
                {task.fileSize !== null ? <span>{`${t('size')} ${formatSize(task.fileSize)}`}</span> : null}
                <span>{`${t('created')} ${task.createTime ?? ''}`}</span>
                {task.finishTime ? <span>{`${t('finished')} ${task.finishTime}`}</span> : null}
                {task.expireTime && task.status === STATUS.done ? (
                  <span>{`${t('expires')} ${task.expireTime}`}</span>
                ) : null}
              </div>
              {task.errorMsg ? <div className="export-centre__error">{task.errorMsg}</div> : null}
              <Space size={4} className="export-centre__actions">
                {actionsOf(task).map((action) => (
                  <Button
                    key={action}
                    size="small"
                    type={action === 'download' ? 'primary' : 'default'}
                    danger={action === 'remove'}
                    aria-label={`${t(action)} ${task.fileName}`}
                    onClick={() =>
                      void (action === 'download'
                        ? download(task)
                        : action === 'cancel'
                          ? cancel(task)
                          : remove(task))
                    }
                  >
                    {t(action)}
                  </Button>
                ))}
              </Space>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
