/** Shared widgets (domain §3–§5). Import from here: `import { SchemaForm } from '.'`. */

export { type CertificateKind, type CertificateLoader, loadCertificates } from './certificate/certificate-api.ts';
export { blankCertificate, type CertificateEntry, CertificateList, type CertificateListProps } from './certificate/certificate-list.tsx';
export { CertificateSelect, type CertificateSelectProps } from './certificate/certificate-select.tsx';
export { blankGuardian, GuardianList, type GuardianListProps } from './guardian-list/guardian-list.tsx';
export { NumberInput, type NumberInputProps } from './number-input/number-input.tsx';
export { TablePagination, type TablePaginationProps } from './pagination/table-pagination.tsx';
export { CodeTree, type CodeTreeProps } from './permission-tree/code-tree.tsx';
export { checkedKeysOf, type ManageRange, type RangeNode, rangeOf } from './range-tree/range-tree.ts';
export { RANGE_DIALOG_WIDTH, RangeTreeDialog, type RangeTreeDialogProps } from './range-tree/range-tree-dialog.tsx';
export { DATE_FORMAT } from './schema-form/date-controls.tsx';
export { IdCardInput, type IdCardInputProps } from './schema-form/id-card-input.tsx';
export { PhoneInput, type PhoneInputProps } from './schema-form/phone-input.tsx';
export { loadRegions, type Region, type RegionLoader } from './schema-form/region-api.ts';
export { RegionCascader, type RegionCascaderProps } from './schema-form/region-cascader.tsx';
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
export { type SearchField, SearchForm, type SearchFormProps } from './search-form/search-form.tsx';
export { ImageUpload, type ImageUploadProps } from './upload/image-upload.tsx';
export { MultiImageUpload, type MultiImageUploadProps } from './upload/multi-image-upload.tsx';
export {
  type BeforeUploadCheck,
  emptyImage,
  hasImage,
  type ImageRecord,
  NO_IMAGE_ID,
  normalizeImage,
  type SuccessCheck,
  type Uploader,
} from './upload/types.ts';
export { IMAGE_ACCEPT, isAllowedImage, UploadProblem, uploadImage } from './upload/upload-image.ts';
export { parseJson } from './util/parse-json.ts';
export { type FlatItem, type TreeNode, toTree, walkTree } from './util/tree.ts';
