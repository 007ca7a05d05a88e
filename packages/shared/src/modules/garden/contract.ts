import { all, type ModuleContract } from '../module.ts';
import {
  childFileEndpoints as childFiles,
  childNumberEndpoints as childNumbers,
  childEndpoints as children,
} from './children-endpoints.ts';
import { brandContentEndpoints as brand } from './class-brand.ts';
import { classEndpoints as classes, classOptionEndpoints as classOptions, classTermEndpoints as classTerm } from './classes-endpoints.ts';
import { courseEndpoints as courses } from './courses.ts';
import { fileEndpoints as files } from './files.ts';
import { gradeEndpoints as grades } from './grades.ts';
import { graduateFileEndpoints as graduateFiles, graduateEndpoints as graduates } from './graduates.ts';
import { positionEndpoints as positions } from './positions.ts';
import { roomEndpoints as rooms } from './rooms.ts';
import { staffEndpoints as staff } from './staff.ts';
import { staffFileEndpoints as staffFiles } from './staff-files.ts';
import { staffOptionEndpoints as staffOptions } from './staff-options.ts';
import { staffProfileEndpoints as staffProfile } from './staff-profile.ts';
import { termEndpoints as terms } from './terms.ts';

/** Every endpoint of garden management, and what each page calls on opening. */
export const GARDEN_CONTRACT: ModuleContract = {
  name: 'garden',
  endpoints: [
    ...all(children),
    ...all(childNumbers),
    ...all(childFiles),
    ...all(staff),
    ...all(staffProfile),
    ...all(staffFiles),
    ...all(staffOptions),
    ...all(classes),
    ...all(classOptions),
    ...all(classTerm),
    ...all(grades),
    ...all(graduates),
    ...all(graduateFiles),
    ...all(positions),
    ...all(terms),
    ...all(rooms),
    ...all(courses),
    ...all(brand),
    ...all(files),
  ],
  pageCalls: {
    'garden-student': [children.list, classOptions.options],
    'garden-student-info': [children.detail],
    'garden-student-edit': [children.detail, classOptions.options],
    'garden-staff': [staff.list, staff.departed, positions.options],
    'garden-staff-info': [staff.detail],
    'garden-staff-edit': [staff.detail, positions.options],
    'garden-staff-authorize': [staff.authorization],
    'garden-grade': [grades.list],
    'garden-class': [classes.list, grades.options],
    'garden-class-view': [classes.detail, children.listOfClass],
    'garden-class-numbers': [childNumbers.classes],
    'garden-graduate': [classTerm.graduatedList],
    'garden-graduate-view': [classTerm.graduatedDetail, graduates.list],
    'garden-graduate-detail': [children.detail],
    'garden-position': [positions.list],
    'garden-semester': [terms.list],
    'classboard-content': [brand.list, classOptions.options],
    'classboard-room': [rooms.list],
    'classboard-course': [courses.list, classOptions.options],
    'classboard-course-detail': [courses.detail],
  },
};
