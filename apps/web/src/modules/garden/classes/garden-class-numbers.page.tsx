import { GARDEN_CODES as G } from '@kg/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Col, Empty, Row } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, useAfterSave, useIdParam } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { CLASS_LIST_PATH } from './class-api.ts';
import { NumberChildren } from './number-children.tsx';
import { NumberClassList } from './number-class-list.tsx';
import { fetchNumberClazzes, numberClazzKey } from './numbers-api.ts';

/** The student-number manager: classes on the left, the chosen class's children and their numbers on the right. */
export default function GardenClassNumbersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const initial = useIdParam();
  const [selected, setSelected] = useState<number | null>(initial);
  const dirty = useRef(false);
  const canSee = usePermission([G.student]);
  const canEdit = usePermission([G.studentUpdate]);
  // the same call (and cache entry) as the unfiltered class list: names of the chosen class
  const all = useQuery({ queryKey: numberClazzKey(''), queryFn: () => fetchNumberClazzes('') });
  const clazz = all.data?.find((c) => c.id === selected);

  // start with the first class when none was asked for
  useEffect(() => {
    if (selected === null && all.data?.length) setSelected(all.data[0].id);
  }, [selected, all.data]);

  const choose = (id: number) => {
    if (id === selected) return;
    if (!dirty.current) {
      setSelected(id);
      return;
    }
    modal.confirm({
      title: t('classes.numbers.discard'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => setSelected(id),
    });
  };
  const onDirty = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);

  return (
    <PageCard
      title={t('classes.numbers.title')}
      extra={
        <Button data-testid="back" onClick={() => navigate(CLASS_LIST_PATH)}>
          {t('kit.actions.back')}
        </Button>
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={8} xl={7}>
          <NumberClassList selected={selected} onSelect={choose} />
        </Col>
        <Col xs={24} lg={16} xl={17}>
          {!canSee && <Alert type="info" showIcon title={t('classes.numbers.noChildRight')} />}
          {canSee && !clazz && <Empty description={t('classes.numbers.chooseClass')} />}
          {canSee && clazz && (
            <>
              <h3 style={{ marginTop: 0 }}>{t('classes.numbers.ofClass', { name: clazz.name, grade: clazz.gradeName })}</h3>
              {canEdit && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('classes.numbers.hint')} />}
              <NumberChildren key={clazz.id} clazz={clazz} editable={canEdit} onDirty={onDirty} onSaved={() => afterSave()} />
            </>
          )}
        </Col>
      </Row>
    </PageCard>
  );
}
