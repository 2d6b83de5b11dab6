/**
 * Whether an open dialog holds input the user has not saved. The kit's forms are antd forms, and
 * antd marks a field the user has changed ("touched") in the page: its `Form.Item` gets the class
 * `ant-form-item-has-success` (or `-has-warning`, `-has-error`, `-is-validating` once checked).
 * Nothing else keeps a dirty mark and the console sets no `beforeunload` guard, so an open dialog
 * (antd `Modal`; antd hides a closed one's wrap with `display: none`) with such a field counts as
 * unsaved. Read when 立即刷新 is clicked: nothing watches the page meanwhile.
 */
const OPEN_DIALOG = '.ant-modal-wrap:not([style*="none"]) .ant-modal';
const TOUCHED = ['has-success', 'has-warning', 'has-error', 'is-validating'];
const UNSAVED = TOUCHED.map((state) => `${OPEN_DIALOG} .ant-form-item-${state}`).join(', ');

export function hasUnsavedDialog(): boolean {
  return document.querySelector(UNSAVED) !== null;
}
