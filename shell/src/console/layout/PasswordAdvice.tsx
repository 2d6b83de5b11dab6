import { useEffect } from 'react';
import { PROFILE_PATH, useNavigate, useTranslation } from '@dis/shared';
import { useAppDispatch, useAppSelector } from '@dis/shared/store';
import { useFeedback } from '@dis/ui';
import { passwordAdviceSet, selectPasswordAdvice } from '../../auth/accountSlice';

/**
 * After sign-in, once: advises changing a password that is still the initial one or has
 * expired (docs/system/user.md "Password advice"); 确定 opens 个人中心 on 修改密码.
 */
export function PasswordAdvice() {
  const { t } = useTranslation('common');
  const { confirm } = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const advice = useAppSelector(selectPasswordAdvice);

  useEffect(() => {
    if (!advice) return;
    dispatch(passwordAdviceSet(null));
    void confirm({
      title: t('console.passwordAdvice.title'),
      content: t(`console.passwordAdvice.${advice}`),
      okText: t('console.ok'),
      cancelText: t('console.cancel'),
      onOk: () => navigate(PROFILE_PATH, { state: { activeTab: 'resetPwd' } }),
    });
  }, [advice, confirm, dispatch, navigate, t]);

  return null;
}
