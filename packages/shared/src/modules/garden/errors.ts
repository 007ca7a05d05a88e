import { def, moduleErrors } from '../../error-def.ts';

/** Errors of garden management: school records (kid-arch), files and workbooks (file), places and courses (garden). */
export const GARDEN_ERRORS = moduleErrors('garden', ['kid-arch-', 'file-', 'garden-'], {
  // kid-arch: school records
  'kid-arch-0001': def(404, '教职工不存在', 'Staff member not found'),
  'kid-arch-0002': def(400, '证件号码不正确', 'The ID number is not valid'),
  // kid-arch: staff management, positions, terms
  'kid-arch-0003': def(400, '该手机号已是本园在职教职工', 'This phone number already belongs to an active staff member of this school'),
  'kid-arch-0004': def(
    400,
    '该手机号对应的教职工已离职，请在离职列表中办理入职',
    'This phone number belongs to a former staff member; re-enter them from the departed staff list',
  ),
  'kid-arch-0005': def(400, '该教职工已离职，请先办理入职', 'This staff member has left the school; re-enter them first'),
  'kid-arch-0006': def(400, '该教职工在职，无需办理入职', 'This staff member is still active'),
  'kid-arch-0007': def(400, '不能对自己的账号执行此操作', 'You cannot do this to your own account'),
  'kid-arch-0008': def(400, '园所至少需要保留一位在职园长', 'The school must keep at least one active director'),
  'kid-arch-0009': def(
    403,
    '所选角色含有您自己没有的权限，不能授予；请只选择您持有权限内的角色，或请园长授予',
    'A chosen role carries permissions you do not hold, so you cannot grant it; choose roles within your own permissions, or ask the director',
  ),
  'kid-arch-0010': def(400, '岗位名称已存在', 'A position with this name already exists'),
  'kid-arch-0011': def(
    400,
    '该岗位仍有教职工任职，请先调整这些教职工的岗位',
    'Staff still hold this position; change their positions first',
  ),
  'kid-arch-0012': def(400, '该学年的这个学期已设置', 'This term of the school year is already set'),
  'kid-arch-0013': def(400, '学期时间与已有学期重叠', 'The term dates overlap another term'),
  // kid-arch: grades, classes, children, guardians, graduates
  'kid-arch-0014': def(400, '每个孩子最少需要保留一位家长！', 'Every child must keep at least one guardian!'),
  'kid-arch-0015': def(400, '年级名称已存在', 'A grade with this name already exists'),
  'kid-arch-0016': def(
    400,
    '该年级层次已有年级：托班、小班、中班、大班每个层次只能有一个年级',
    'This school already has a grade of this level: one grade per level (nursery, junior, middle, senior)',
  ),
  'kid-arch-0017': def(400, '该年级下还有班级，不能删除', 'This grade still has classes and cannot be deleted'),
  'kid-arch-0018': def(400, '班级名称已存在', 'An active class with this name already exists'),
  'kid-arch-0019': def(
    400,
    '班级内还有在园幼儿，请选择幼儿转入的班级后再删除',
    'The class still has children; choose the class they move to, then delete it',
  ),
  'kid-arch-0020': def(400, '班级人数已达上限', 'The class is full'),
  'kid-arch-0021': def(400, '人数上限不能小于班级现有幼儿人数', 'The size limit cannot be below the number of children in the class'),
  'kid-arch-0022': def(400, '该班级已毕业，不能修改或删除', 'This class has graduated and cannot be changed or deleted'),
  'kid-arch-0023': def(400, '最高年级（大班）的班级不能升级，请办理毕业', 'Classes of the top grade do not upgrade; graduate them instead'),
  'kid-arch-0024': def(400, '没有下一年级，请先添加下一年级', 'There is no next grade yet; add it first'),
  'kid-arch-0025': def(400, '只有最高年级（大班）的班级和幼儿可以毕业', 'Only classes and children of the top grade can graduate'),
  'kid-arch-0026': def(400, '学号已被本园其他在园幼儿使用', 'This student number is already used by another child in school'),
  'kid-arch-0027': def(400, '同一幼儿的家长手机号不能重复', 'Two guardians of one child cannot share a phone number'),
  'kid-arch-0028': def(
    400,
    '已有家长的手机号不能在此修改，请使用“更换手机号”',
    "An existing guardian's phone number cannot be changed here; use “change phone number”",
  ),
  'kid-arch-0029': def(400, '该幼儿不在园（已毕业或已离园）', 'This child is not in school (graduated or left)'),
  'kid-arch-0030': def(400, '转入的班级须为本园另一个未毕业的班级', 'The target class must be another active class of this school'),
  'kid-arch-0031': def(400, '该证件号码已被本园在园幼儿使用', 'This ID number is already used by a child in school'),
  'kid-arch-0032': def(400, '部分幼儿不能毕业，请查看失败原因', 'Some children cannot graduate; see the reasons'),
  'kid-arch-0035': def(403, '不能修改自己的角色，请由园长调整', 'You cannot change your own roles; the director can'),
  // kid-arch: an account belongs to its person
  'kid-arch-0033': def(
    400,
    '该手机号已有账号，需本人同意：请发送验证码到该手机，并填写本人告知的验证码',
    'This phone already has an account: send a code to that phone and enter the code its owner tells you, to link it with their consent',
  ),
  'kid-arch-0034': def(
    403,
    '该账号还在其他机构使用，密码、手机号和头像只能由本人在“用户信息”中修改；可请本人自行修改，或用短信验证码登录',
    'This account is also used by other institutions, so only its owner can change its password, phone number or avatar (under User information); ask them to, or to sign in with an SMS code',
  ),
  // file: uploads, storage, workbook import/export
  'file-0001': def(
    400,
    '文件不是有效的 Excel 工作簿（.xlsx），请使用下载的模板',
    'The file is not a valid Excel workbook (.xlsx); please use the downloaded template',
  ),
  'file-0002': def(400, '文件过大', 'The file is too large'),
  'file-0003': def(400, '数据行数超过上限', 'The workbook has too many rows'),
  'file-0004': def(
    400,
    '文件压缩内容异常（解压后过大或条目过多），已拒绝',
    'The workbook expands to too much data or too many entries and was refused',
  ),
  'file-0005': def(
    400,
    '表头与模板不一致，请使用下载的模板',
    'The header row does not match the template; please use the downloaded template',
  ),
  'file-0006': def(400, '文件中没有数据', 'The workbook contains no data rows'),
  'file-0007': def(400, '未获取到文件，请重新选择上传', 'No file received, please choose the file again'),
  'file-0008': def(400, '图片只能是 JPG 或 PNG 格式', 'Images must be JPG or PNG'),
  'file-0009': def(400, '图片不能超过 5M', 'Images may be at most 5 MB'),
  'file-0010': def(400, '图片已损坏或无法识别', 'The image is damaged or cannot be read'),
  'file-0011': def(403, '文件链接无效或已过期，请刷新页面', 'The file link is invalid or has expired; please reload the page'),
  'file-0012': def(
    400,
    '导入失败：部分行有误，未导入任何数据，请下载失败原因',
    'Import failed: some rows have errors and nothing was imported; download the failure report',
  ),
  'file-0013': def(400, '只能使用本园上传的图片', 'Only an image uploaded to this school can be used here'),
  // garden: places, courses, class brand content
  'garden-0001': def(400, '场地名称已存在', 'A place with this name already exists'),
  'garden-0002': def(400, '该场地仍被课程使用，请先调整这些课程的场地', 'Courses still use this place; change their place first'),
  'garden-0003': def(
    400,
    '课程已有签到记录，确认删除后签到记录一并删除',
    'The course has sign-in records; confirm to delete them with the course',
  ),
  'garden-0004': def(400, '该幼儿不在此课程的班级中', 'This child is not in a class of the course'),
  'garden-0005': def(400, '补签日期不是该课程的上课日', 'The date is not a meeting day of the course'),
  'garden-0006': def(400, '该幼儿当天已签到', 'This child is already signed in for that day'),
});
