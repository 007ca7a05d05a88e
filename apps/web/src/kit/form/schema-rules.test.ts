import { codeValue, dateValue, idList, nullableDate, nullableInt, optionalText, plainText } from '@kg/shared/contract/fields';
import { roomEndpoints } from '@kg/shared/modules/garden/rooms';
import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import i18n from '../../i18n/index.ts';
import type { FormField } from '../../widgets/index.ts';
import { factsOf } from './schema-facts.ts';
import { schemaProblem, schemaRules } from './schema-rules.ts';

const input = z.object({
  name: plainText(1, 20),
  note: optionalText(30).optional(),
  capacity: nullableInt(1, 2000).optional(),
  classIds: idList(1, 3),
  guardians: z.array(z.object({ phone: z.string().regex(/^1\d{10}$/), name: plainText(1, 8) })),
});

describe('rules read from an endpoint input', () => {
  it('finds required, lengths, ranges and list sizes in the schema, down into list rows', () => {
    expect(factsOf(input, ['name'])).toMatchObject({ required: true, kind: 'text', min: 1, max: 20 });
    expect(factsOf(input, ['note'])).toMatchObject({ required: false, kind: 'text', max: 30 });
    expect(factsOf(input, ['capacity'])).toMatchObject({ required: false, kind: 'number', min: 1, max: 2000 });
    expect(factsOf(input, ['classIds'])).toMatchObject({ required: true, kind: 'list', min: 1, max: 3 });
    expect(factsOf(input, ['guardians', 0, 'name'])).toMatchObject({ required: true, max: 8 });
    expect(factsOf(input, ['guardians', 'name'])).toMatchObject({ required: true, max: 8 });
    expect(factsOf(input, ['nowhere'])).toBeNull();
  });

  it('follows the schema when it changes: the form holds no limit of its own', () => {
    const t = i18n.getFixedT('zh');
    const field: FormField = { key: 'name', label: '名称', component: 'input' };
    const short = schemaRules(z.object({ name: plainText(1, 5) }), t).withRules([field])[0];
    const long = schemaRules(z.object({ name: plainText(1, 50) }), t).withRules([field])[0];
    expect([short.maxLength, long.maxLength]).toEqual([5, 50]);
    expect(short.rules?.[0]).toEqual({ required: true });
  });

  it("accepts a value exactly when the server's schema does (the room endpoint the room dialog sends)", () => {
    const t = i18n.getFixedT('zh');
    const shape = roomEndpoints.save.input.shape;
    const cases: [keyof typeof shape, unknown[]][] = [
      ['name', ['教室一', 'x'.repeat(30), 'x'.repeat(31), '教室😀', 'a\u200Bb']],
      ['capacity', [1, 2000, 0, 2001, 12.5]],
      ['remark', ['备注', 'y'.repeat(200), 'y'.repeat(201)]],
    ];
    for (const [key, values] of cases) {
      const facts = factsOf(roomEndpoints.save.input, [key])!;
      for (const v of values)
        expect([key, v, schemaProblem(facts, v, key, t) === undefined]).toEqual([key, v, shape[key].safeParse(v).success]);
    }
  });

  it('names the field in both languages, with the number the schema holds', () => {
    const facts = factsOf(input, ['name'])!;
    expect(schemaProblem(facts, 'x'.repeat(21), '姓名', i18n.getFixedT('zh'))).toBe('姓名最多 20 个字');
    expect(schemaProblem(facts, 'x'.repeat(21), 'Name', i18n.getFixedT('en'))).toBe('Name: at most 20 characters');
    expect(schemaProblem(factsOf(input, ['capacity'])!, 2001, '容纳人数', i18n.getFixedT('zh'))).toBe('容纳人数应在 1 到 2000 之间');
    expect(schemaProblem(factsOf(input, ['classIds'])!, [1, 2, 3, 4], 'Classes', i18n.getFixedT('en'))).toBe('Classes: at most 3 choices');
  });

  it("words a pattern the page's way, and leaves masked phones and ID numbers to their widgets", () => {
    const t = i18n.getFixedT('zh');
    const facts = factsOf(input, ['guardians', 'phone'])!;
    expect(schemaProblem(facts, '123', '手机号', t)).toBe('手机号格式不正确');
    expect(schemaProblem(facts, '123', '手机号', t, '请输入正确的手机号')).toBe('请输入正确的手机号');
    const phone = schemaRules(input, t).withRules([{ key: 'phone', label: '手机号', component: 'phone' }], ['guardians'])[0];
    expect(phone.rules?.some((r) => r.validator)).toBe(false);
  });

  it('checks a required day or range as the picker holds it (dayjs), asking to select it', async () => {
    const t = i18n.getFixedT('zh');
    const dates = z.object({ start: dateValue, end: nullableDate, level: codeValue(3), name: plainText(1, 5) });
    const r = schemaRules(dates, t);
    expect(r.facts('start')).toMatchObject({ required: true, kind: 'text', date: true });
    expect(r.facts('end')).toMatchObject({ required: false, date: true });
    expect(r.facts('name')).toMatchObject({ date: false });
    const outcome = async (rules: FormRule[], v: unknown) => {
      for (const rule of rules) {
        const check = (rule as { validator?: (r: unknown, v: unknown) => Promise<void> }).validator;
        if (check) await check({}, v);
      }
      return 'ok';
    };
    const day = r.rules('start', '开始日期');
    expect(day[0]).toMatchObject({ required: true });
    expect(await outcome(day, dayjs('2030-03-05'))).toBe('ok');
    expect(await outcome(day, [dayjs('2030-03-05'), dayjs('2030-03-09')])).toBe('ok');
    await expect(outcome(day, undefined)).rejects.toThrow('请选择开始日期');
    await expect(outcome(day, null)).rejects.toThrow('请选择开始日期');
    await expect(outcome(day, [dayjs('2030-03-05'), null])).rejects.toThrow('请选择开始日期');
    expect(r.rules('end', '结束日期').some((rule) => (rule as { required?: boolean }).required)).toBe(false);
    // a typed text or number asks to enter it; a number chosen from a list, when the page says so, to select it
    await expect(outcome(r.rules('name', '名称'), ' ')).rejects.toThrow('请填写名称');
    await expect(outcome(r.rules('level', '级别'), undefined)).rejects.toThrow('请填写级别');
    await expect(outcome(r.rules('level', '级别', { picked: true }), undefined)).rejects.toThrow('请选择级别');
    expect(await outcome(r.rules('level', '级别', { picked: true }), 2)).toBe('ok');
    const en = schemaRules(dates, i18n.getFixedT('en'));
    await expect(outcome(en.rules('start', 'Exam period'), undefined)).rejects.toThrow('Please select Exam period');
  });
});
