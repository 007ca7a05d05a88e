import { UploadOutlined } from '@ant-design/icons';
import type { Answer } from '@kg/shared';
import { RECIPES_CODES as R } from '@kg/shared/modules/recipes/codes';
import { MEALS } from '@kg/shared/modules/recipes/meals';
import { addDays, mondayOf, weekDays } from '@kg/shared/modules/recipes/menu-shapes';
import { todayChina } from '@kg/shared/time/china';
import { Button, Card, DatePicker, Empty, Image, Popconfirm, Select, Space, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/request.ts';
import { call, PageCard, useAfterSave, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { MENU_ENDPOINTS as E } from './menu-api.ts';

const upload = (day: string, meal: number, file: File) => {
  const form = new FormData();
  form.append('day', day);
  form.append('meal', String(meal));
  form.append('file', file);
  return request<Answer<typeof E.addPhoto>>(E.addPhoto.path, { data: form, timeout: 60_000 });
};

/** Photos of what was served, a week at a time, by day and meal; uploaded with a real thumbnail. */
export default function RecipesMenuImagesPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const canEdit = usePermission([R.menuManage]);
  const [monday, setMonday] = useState(mondayOf(todayChina()));
  const [meal, setMeal] = useState(3);
  const q = useCall('list', E.photos, { from: monday, to: addDays(monday, 4) });
  const photos = q.data ?? [];
  return (
    <PageCard
      title={t('recipesMenus.imagesTitle')}
      testId="recipes-menu-images"
      extra={
        <Space wrap>
          <DatePicker
            value={dayjs(monday)}
            allowClear={false}
            disabledDate={(d) => d.day() !== 1}
            onChange={(v) => v && setMonday(v.format('YYYY-MM-DD'))}
            aria-label={t('recipesMenus.photos.week')}
          />
          {canEdit && (
            <Select
              value={meal}
              onChange={setMeal}
              aria-label={t('recipesMenus.photos.meal')}
              options={MEALS.map((m) => ({ value: m.id, label: t(`recipesMenus.meals.${m.key}`) }))}
              style={{ width: 130 }}
            />
          )}
        </Space>
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 12 }}>
        {weekDays(monday).map((day, i) => {
          const mine = photos.filter((p) => p.day === day);
          return (
            <Card
              key={day}
              size="small"
              title={`${t(`recipesMenus.days.${i}`)} ${day.slice(5)}`}
              extra={
                canEdit && (
                  <Upload
                    accept="image/jpeg,image/png"
                    showUploadList={false}
                    customRequest={async ({ file, onSuccess, onError }) => {
                      try {
                        await upload(day, meal, file as File);
                        onSuccess?.(null);
                        await afterSave({ text: t('kit.actions.saved') });
                      } catch (e) {
                        onError?.(e as Error);
                      }
                    }}
                  >
                    <Button size="small" icon={<UploadOutlined />} data-testid={`upload-${day}`}>
                      {t('recipesMenus.photos.upload')}
                    </Button>
                  </Upload>
                )
              }
            >
              {mine.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recipesMenus.photos.empty')} />}
              <Image.PreviewGroup>
                <Space wrap>
                  {mine.map((p) => (
                    <div key={p.id} style={{ textAlign: 'center' }}>
                      <Image
                        width={96}
                        height={96}
                        style={{ objectFit: 'cover' }}
                        src={p.thumbnailUrl}
                        preview={{ src: p.url }}
                        alt={p.name}
                      />
                      <div>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t(`recipesMenus.meals.${MEALS.find((m) => m.id === p.meal)?.key ?? 'lunch'}`)}
                        </Typography.Text>
                        {canEdit && (
                          <Popconfirm
                            title={t('kit.actions.confirmDelete')}
                            onConfirm={async () => {
                              await call(E.removePhoto, { id: p.id });
                              await afterSave({ text: t('kit.actions.deleted') });
                            }}
                          >
                            <Button type="link" size="small" danger>
                              {t('kit.actions.delete')}
                            </Button>
                          </Popconfirm>
                        )}
                      </div>
                    </div>
                  ))}
                </Space>
              </Image.PreviewGroup>
            </Card>
          );
        })}
      </div>
    </PageCard>
  );
}
