import { StaffStatus } from '@kg/shared/modules/garden/staff';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Descriptions, Empty, Result, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, useAfterSave, useIdParam } from '../../../kit/index.ts';
import { fetchAuthorization, STAFF_PAGES, saveRoles } from './staff-api.ts';

/**
 * System authorization of a staff member (domain §6): the school's roles, the ones they hold
 * checked. Saving sends all of them; the server refuses roles carrying codes the caller lacks.
 */
export default function GardenStaffAuthorizePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const id = useIdParam();
  const auth = useQuery({
    queryKey: ['detail', 'staff-authorization', id],
    queryFn: () => fetchAuthorization(id!),
    enabled: id !== null,
  });
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (auth.data) setRoleIds(auth.data.roleIds);
  }, [auth.data]);

  if (id === null || auth.isError)
    return (
      <PageCard title={t('staff.authorize.title')}>
        <Result status="warning" title={t('staff.notFound')} />
      </PageCard>
    );
  const a = auth.data;
  const active = a?.status === StaffStatus.active;

  async function save() {
    setBusy(true);
    try {
      await saveRoles(id!, roleIds);
      await afterSave({ to: STAFF_PAGES.list });
    } catch {
      // the request layer showed why (e.g. a role with codes the caller does not hold)
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageCard title={t('staff.authorize.title')} testId="garden-staff-authorize">
      <Spin spinning={auth.isLoading}>
        {a && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'name', label: t('staff.fields.realName'), children: a.realName },
                {
                  key: 'count',
                  label: t('staff.authorize.permissions'),
                  children: t('staff.authorize.permissionCount', { count: a.permissions.length }),
                },
              ]}
            />
            {a.isAdmin && <Alert type="info" showIcon message={t('staff.authorize.admin')} />}
            {!active && <Alert type="warning" showIcon message={t('staff.authorize.departed')} />}
            <Typography.Title level={5}>{t('staff.authorize.roles')}</Typography.Title>
            {a.roles.length === 0 ? (
              <Empty description={t('staff.authorize.noRoles')} />
            ) : (
              <Checkbox.Group value={roleIds} disabled={!active} onChange={(v) => setRoleIds(v as number[])} data-testid="staff-roles">
                <Space orientation="vertical">
                  {a.roles.map((r) => (
                    <Checkbox key={r.id} value={r.id} data-testid={`role-${r.id}`}>
                      {r.name}
                      {r.builtin && <Tag style={{ marginLeft: 8 }}>{t('staff.authorize.builtin')}</Tag>}
                      <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                        {t('staff.authorize.permissionCount', { count: r.codes.length })}
                      </Typography.Text>
                    </Checkbox>
                  ))}
                </Space>
              </Checkbox.Group>
            )}
          </Space>
        )}
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" loading={busy} disabled={!a || !active} onClick={save} data-testid="save">
            {t('kit.actions.save')}
          </Button>
          <Button onClick={() => navigate(STAFF_PAGES.list)}>{t('kit.actions.back')}</Button>
        </Space>
      </Spin>
    </PageCard>
  );
}
