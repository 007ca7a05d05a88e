import { POST_TYPES } from '@kg/shared';
import { classOptionEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useCall, useCatalog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { LinkCodeField } from '../../accounts/index.ts';
import { addAccount, ACCOUNT_ENDPOINTS as E } from './account-api.ts';

export interface AccountAddDialogProps {
  onClose: () => void;
  onSaved: (name: string) => void;
}

/**
 * A new staff account with what signing in needs: name, phone, post type, roles and the range it
 * manages (the whole school or some classes). The rest of the profile is the staff page's.
 */
export function AccountAddDialog({ onClose, onSaved }: AccountAddDialogProps) {
  const { t } = useTranslation();
  const { options } = useCatalog();
  const roles = useCall('options', E.roleOptions, {});
  const classes = useCall('options', classOptionEndpoints.options, {});

  const fields = useMemo(
    (): FormField[] => [
      {
        key: 'realName',
        component: 'input',
        label: t('accounts.fields.realName'),
      },
      {
        key: 'mobile',
        component: 'phone',
        label: t('accounts.fields.mobile'),
        // a phone that already has an account is added only with its person's code
        extra: <LinkCodeField phoneName="mobile" name="linkCode" />,
      },
      {
        key: 'postType',
        component: 'select',
        label: t('accounts.fields.postType'),
        options: options(POST_TYPES),
      },
      {
        key: 'roleIds',
        component: 'multiSelect',
        label: t('accounts.fields.roles'),
        options: (roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
      },
      { key: 'allRange', component: 'switch', label: t('accounts.fields.allRange') },
      {
        key: 'classIds',
        component: 'multiSelect',
        label: t('accounts.fields.classIds'),
        options: (classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
        invisible: (e) => Boolean(e.allRange),
      },
    ],
    [t, options, roles.data, classes.data],
  );

  return (
    <FormDialog
      rulesFrom={E.add}
      title={t('accounts.add.title')}
      fields={fields}
      initialValues={{ allRange: false, roleIds: [], classIds: [] }}
      labelWidth={110}
      extraFields={['linkCode']}
      onClose={onClose}
      onSubmit={async (v) => {
        const allRange = Boolean(v.allRange);
        await addAccount({
          realName: String(v.realName ?? '').trim(),
          mobile: String(v.mobile ?? '').trim(),
          postType: Number(v.postType),
          roleIds: (v.roleIds as number[] | undefined) ?? [],
          allRange,
          classIds: allRange ? [] : ((v.classIds as number[] | undefined) ?? []),
          ...(v.linkCode ? { linkCode: String(v.linkCode).trim() } : {}),
        });
        onSaved(String(v.realName ?? '').trim());
      }}
    >
      <div style={{ color: 'var(--ant-color-text-secondary)', fontSize: 12 }}>{t('accounts.add.help')}</div>
    </FormDialog>
  );
}
