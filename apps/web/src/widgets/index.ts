/** Shared widgets (domain §3–§5). Import from here: `import { SchemaForm } from '../widgets'`. */
export { SchemaForm, type SchemaFormProps } from './schema-form/schema-form.tsx';
export type {
  DataItem,
  Entry,
  FieldComponent,
  FieldOption,
  FieldRule,
  FieldSettings,
  FormField,
  PhoneChangeRequest,
} from './schema-form/types.ts';
export { IdCardInput, type IdCardInputProps } from './schema-form/id-card-input.tsx';
export { PhoneInput, type PhoneInputProps } from './schema-form/phone-input.tsx';
export { RegionCascader, type RegionCascaderProps } from './schema-form/region-cascader.tsx';
export { loadRegions, type Region, type RegionLoader } from './schema-form/region-api.ts';
export { DATE_FORMAT } from './schema-form/date-controls.tsx';
export { SearchForm, type SearchField, type SearchFormProps } from './search-form/search-form.tsx';
export { TablePagination, type TablePaginationProps } from './pagination/table-pagination.tsx';
export { NumberInput, type NumberInputProps } from './number-input/number-input.tsx';
export { GuardianList, blankGuardian, MIN_GUARDIANS, type GuardianListProps } from './guardian-list/guardian-list.tsx';
export { CertificateList, blankCertificate, type CertificateEntry, type CertificateListProps } from './certificate/certificate-list.tsx';
export { CertificateSelect, type CertificateSelectProps } from './certificate/certificate-select.tsx';
export { loadCertificates, type CertificateKind, type CertificateLoader } from './certificate/certificate-api.ts';
export { RangeTreeDialog, RANGE_DIALOG_WIDTH, type RangeTreeDialogProps } from './range-tree/range-tree-dialog.tsx';
export { rangeOf, checkedKeysOf, type ManageRange, type RangeNode } from './range-tree/range-tree.ts';
export { ImageUpload, type ImageUploadProps } from './upload/image-upload.tsx';
export { MultiImageUpload, type MultiImageUploadProps } from './upload/multi-image-upload.tsx';
export { uploadImage, isAllowedImage, UploadProblem, IMAGE_ACCEPT } from './upload/upload-image.ts';
export {
  emptyImage,
  hasImage,
  normalizeImage,
  NO_IMAGE_ID,
  type ImageRecord,
  type Uploader,
  type BeforeUploadCheck,
  type SuccessCheck,
} from './upload/types.ts';
export { toTree, walkTree, type FlatItem, type TreeNode } from './util/tree.ts';
export { parseJson } from './util/parse-json.ts';
