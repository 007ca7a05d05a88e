import { groupRoleEndpoints } from '@kg/shared/modules/group/roles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { type GroupRoleRow, saveGroupRole } from './group-role-api.ts';

export interface GroupRoleDialogProps {
  /** The role being edited; null adds one. */
  role: GroupRoleRow | null;
  onClose: () => void;
  onSaved: (id: number) => void;
}

/** Add or rename a group role: a name unique in the group and a description. */
export function GroupRoleDialog({ role, onClose, onSaved }: GroupRoleDialogProps) {
  const { t } = useTranslation();
  const fields = useMemo(
    (): FormField[] => [
      {
        key: 'name',
        component: 'input',
        label: t('groupRoles.fields.name'),
      },
      {
        key: 'description',
        component: 'input',
        label: t('groupRoles.fields.description'),
        rows: 3,
      },
    ],
    [t],
  );
  const initialValues = useMemo(() => (role ? { name: role.name, description: role.description ?? '' } : {}), [role]);
  return (
    <FormDialog
      title={t(role ? 'groupRoles.edit' : 'groupRoles.add')}
      rulesFrom={groupRoleEndpoints.add}
      fields={fields}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const description = typeof v.description === 'string' && v.description.trim() ? v.description.trim() : null;
        const { id } = await saveGroupRole({ name: String(v.name).trim(), description }, role?.id);
        onSaved(id);
      }}
    />
  );
}
