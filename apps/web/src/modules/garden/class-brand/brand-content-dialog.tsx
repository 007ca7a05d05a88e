import { BRAND_CONTENT_TYPES, BRAND_LIMITS, brandContentEndpoints } from '@kg/shared/modules/garden/class-brand';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, toOptions, useAfterSave, useCatalog } from '../../../kit/index.ts';
import type { Entry, FormField, ImageRecord } from '../../../widgets/index.ts';
import { type BrandContent, type BrandContentSave, imageIdOf, saveBrandContent } from '../classboard-api.ts';
import { gardenUploader, useClassOptions } from '../index.ts';

export interface BrandContentDialogProps {
  /** The content to edit; null adds one. */
  content: BrandContent | null;
  /** The class chosen on the page: a new content starts in it. */
  classId?: number;
  open: boolean;
  onClose: () => void;
}

/** Add or edit what a class shows on its board: type, title, text, up to 9 pictures, shown from/until. */
export function BrandContentDialog({ content, classId, open, onClose }: BrandContentDialogProps) {
  const { t } = useTranslation();
  const { options } = useCatalog();
  const classes = useClassOptions();
  const afterSave = useAfterSave();

  const classOptions = useMemo(() => {
    const list = toOptions(classes.data);
    // the content's own class stays choosable even when no longer offered
    if (content && !list.some((o) => o.value === content.classId)) list.unshift({ value: content.classId, label: content.className });
    return list;
  }, [classes.data, content]);

  const fields = useMemo(
    (): FormField[] => [
      { key: 'classId', label: t('classboard.content.class'), component: 'select', options: classOptions },
      {
        key: 'contentType',
        label: t('classboard.content.contentType'),
        component: 'select',
        options: options(BRAND_CONTENT_TYPES),
      },
      {
        key: 'title',
        label: t('classboard.content.title'),
        component: 'input',
        colspan: 2,
      },
      { key: 'content', label: t('classboard.content.text'), component: 'input', rows: 5, colspan: 2 },
      {
        key: 'images',
        label: t('classboard.content.images'),
        component: 'images',
        maxCount: BRAND_LIMITS.images,
        colspan: 2,
        extra: t('classboard.content.imagesHint', { max: BRAND_LIMITS.images }),
      },
      {
        key: 'startDate',
        endKey: 'endDate',
        label: t('classboard.content.shownDates'),
        component: 'date',
        colspan: 2,
        extra: t('classboard.content.shownDatesHint'),
      },
    ],
    [t, options, classOptions],
  );

  const initialValues = useMemo(
    (): Entry =>
      content
        ? {
            classId: content.classId,
            contentType: content.contentType,
            title: content.title,
            content: content.content ?? '',
            images: content.images,
            startDate: content.startDate ?? undefined,
            endDate: content.endDate ?? undefined,
          }
        : { classId, contentType: 1, images: [] },
    [content, classId],
  );

  return (
    <FormDialog
      open={open}
      title={content ? t('classboard.content.edit') : t('classboard.content.add')}
      width={760}
      columns={2}
      labelWidth={110}
      fields={fields}
      rulesFrom={brandContentEndpoints.add}
      initialValues={initialValues}
      uploader={gardenUploader}
      onClose={onClose}
      onSubmit={async (v) => {
        const body: BrandContentSave = {
          classId: v.classId as number,
          contentType: v.contentType,
          title: v.title as string,
          content: v.content || null,
          imageIds: ((v.images as ImageRecord[] | undefined) ?? []).map(imageIdOf).filter((id): id is number => id !== null),
          startDate: v.startDate || null,
          endDate: v.endDate || null,
        };
        await saveBrandContent(body, content?.id);
        onClose();
        await afterSave();
      }}
    />
  );
}
