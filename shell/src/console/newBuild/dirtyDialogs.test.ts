import { hasUnsavedDialog } from './dirtyDialogs';

/** The markup antd gives a dialog with a form whose field is in `fieldClass`. */
function dialog(fieldClass: string, open = true) {
  document.body.innerHTML = `
    <div class="ant-modal-root"><div class="ant-modal-wrap"${open ? '' : ' style="display: none;"'}>
      <div class="ant-modal" role="dialog">
        <form class="ant-form"><div class="ant-form-item ${fieldClass}"><input id="name"></div></form>
      </div>
    </div></div>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('unsaved dialogs', () => {
  it('an open dialog with a field the user changed holds unsaved input', () => {
    dialog('ant-form-item-has-success');
    expect(hasUnsavedDialog()).toBe(true);
    // checked and found wanting is touched too
    dialog('ant-form-item-has-error');
    expect(hasUnsavedDialog()).toBe(true);
  });

  it('an untouched form, a closed dialog or no dialog holds nothing', () => {
    dialog('');
    expect(hasUnsavedDialog()).toBe(false);
    dialog('ant-form-item-has-success', false);
    expect(hasUnsavedDialog()).toBe(false);
    document.body.innerHTML =
      '<form class="ant-form"><div class="ant-form-item ant-form-item-has-success"></div></form>';
    expect(hasUnsavedDialog()).toBe(false);
  });
});
