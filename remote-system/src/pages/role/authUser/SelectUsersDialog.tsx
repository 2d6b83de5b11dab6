import { useState } from 'react';
import type { AuthUserRow } from '@dis/contract';
import { RequestError } from '@dis/shared/request';
import { feedback, type TableColumnsType } from '@dis/ui';
import { EditDialog } from '@dis/ui/form';
import { useSystemTranslation } from '../../../i18n';
import { selectAuthUsers } from './api';
import { SearchBar, UserTable, useUserList } from './userList';

export interface SelectUsersDialogProps {
  roleId: number;
  columns: TableColumnsType<AuthUserRow>;
  /** `true` when users were given the role */
  onClose: (saved: boolean) => void;
}

/** 选择用户: the users without the role, ticked and given it at once. */
export default function SelectUsersDialog({ roleId, columns, onClose }: SelectUsersDialogProps) {
  const { t } = useSystemTranslation();
  const list = useUserList(roleId, false);
  const [picked, setPicked] = useState<number[]>([]);
  const save = async () => {
    if (picked.length === 0) {
      // a refusal already said (as the server's are), so the dialog adds no 保存失败 of its own
      const refusal = t('role.authUser.pickFirst');
      feedback.message.error(refusal);
      throw new RequestError(refusal, 0, 'business');
    }
    return selectAuthUsers(roleId, picked);
  };
  return (
    <EditDialog<object> title={t('role.authUser.selectTitle')} width={800} save={save} onClose={onClose}>
      <SearchBar list={list} />
      <UserTable list={list} columns={columns} selected={picked} onSelect={setPicked} rowClickSelects />
    </EditDialog>
  );
}
