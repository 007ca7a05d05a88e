-- Conditions' English names: the defaults carry one; a school's own (or renamed) condition has none
-- and shows its one name in both languages.
ALTER TABLE medical_conditions ADD COLUMN name_en text;--> statement-breakpoint
UPDATE medical_conditions m SET name_en = d.name_en FROM (VALUES
  ('哮喘', 'Asthma'), ('热性惊厥', 'Febrile seizures'), ('癫痫', 'Epilepsy'), ('先天性心脏病', 'Congenital heart disease'),
  ('湿疹', 'Eczema'), ('蚕豆病（G6PD缺乏）', 'Favism (G6PD deficiency)'), ('贫血', 'Anaemia'), ('过敏性鼻炎', 'Allergic rhinitis'),
  ('肾病', 'Kidney disease'), ('糖尿病', 'Diabetes'), ('川崎病', 'Kawasaki disease'), ('肺炎', 'Pneumonia')
) AS d(name, name_en) WHERE m.name = d.name AND m.name_en IS NULL;--> statement-breakpoint
-- a new school's copy carries them too (the allergens as in 0017)
CREATE OR REPLACE FUNCTION kg_health_default_catalogues(school bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO allergens (school_id, kind, name, name_en, food_categories, food_keywords, sort)
  SELECT school, d.kind, d.name, d.name_en, d.cats, d.words, d.sort FROM (VALUES
    ('food', '牛奶', 'Milk', '{乳类及其制品}'::text[], '{奶,乳}'::text[], 1),
    ('food', '鸡蛋', 'Egg', '{蛋类及其制品}', '{蛋}', 2),
    ('food', '花生', 'Peanut', '{}', '{花生}', 3),
    ('food', '坚果', 'Tree nuts', '{坚果种子类-树坚果}', '{核桃,杏仁,腰果,榛子,开心果,松子,栗}', 4),
    ('food', '小麦', 'Wheat', '{谷类及其制品-小麦}', '{面,麦}', 5),
    ('food', '大豆', 'Soy', '{干豆类及其制品-大豆}', '{黄豆,大豆,豆腐,豆浆,腐竹}', 6),
    ('food', '鱼', 'Fish', '{鱼虾蟹贝类-鱼}', '{鱼}', 7),
    ('food', '虾蟹贝类', 'Shellfish', '{鱼虾蟹贝类-虾,鱼虾蟹贝类-蟹,鱼虾蟹贝类-贝}', '{虾,蟹,贝,蛤,蚌,蚝}', 8),
    ('food', '芝麻', 'Sesame', '{}', '{芝麻,麻酱}', 9),
    ('food', '芒果', 'Mango', '{}', '{芒果}', 10),
    ('food', '菠萝', 'Pineapple', '{}', '{菠萝,凤梨}', 11),
    ('food', '猕猴桃', 'Kiwi', '{}', '{猕猴桃}', 12),
    ('drug', '青霉素', 'Penicillin', '{}', '{}', 20),
    ('drug', '头孢类', 'Cephalosporin', '{}', '{}', 21),
    ('drug', '磺胺类', 'Sulfonamide', '{}', '{}', 22),
    ('drug', '阿司匹林', 'Aspirin', '{}', '{}', 23),
    ('environment', '花粉', 'Pollen', '{}', '{}', 30),
    ('environment', '尘螨', 'Dust mite', '{}', '{}', 31),
    ('environment', '动物皮毛', 'Animal dander', '{}', '{}', 32),
    ('environment', '霉菌', 'Mould', '{}', '{}', 33),
    ('environment', '蚊虫叮咬', 'Insect bites', '{}', '{}', 34),
    ('other', '乳胶', 'Latex', '{}', '{}', 40)
  ) AS d(kind, name, name_en, cats, words, sort)
  ON CONFLICT DO NOTHING;
  INSERT INTO medical_conditions (school_id, name, name_en, sort)
  SELECT school, d.name, d.name_en, d.sort FROM (VALUES
    ('哮喘', 'Asthma', 1), ('热性惊厥', 'Febrile seizures', 2), ('癫痫', 'Epilepsy', 3),
    ('先天性心脏病', 'Congenital heart disease', 4), ('湿疹', 'Eczema', 5), ('蚕豆病（G6PD缺乏）', 'Favism (G6PD deficiency)', 6),
    ('贫血', 'Anaemia', 7), ('过敏性鼻炎', 'Allergic rhinitis', 8), ('肾病', 'Kidney disease', 9), ('糖尿病', 'Diabetes', 10),
    ('川崎病', 'Kawasaki disease', 11), ('肺炎', 'Pneumonia', 12)
  ) AS d(name, name_en, sort)
  ON CONFLICT DO NOTHING;
$$;
