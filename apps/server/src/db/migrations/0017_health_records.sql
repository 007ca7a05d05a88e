-- Children's allergies and medical history. Each school keeps its own allergen catalogue and
-- catalogue of conditions, both starting from the defaults below (a trigger gives a new school
-- its copy, so no read ever has to create one).
CREATE TABLE allergens (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  kind text NOT NULL CHECK (kind IN ('food', 'drug', 'environment', 'other')),
  name text NOT NULL,
  name_en text,
  -- what the recipes module matches dishes by: food_composition.category prefixes and words in a food's name
  food_categories text[] NOT NULL DEFAULT '{}',
  food_keywords text[] NOT NULL DEFAULT '{}',
  sort integer NOT NULL DEFAULT 0,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id)
);--> statement-breakpoint
CREATE UNIQUE INDEX allergens_name_key ON allergens (school_id, name);--> statement-breakpoint
-- one row per child and allergen: a child's list is replaced as a whole by the edit dialog
CREATE TABLE student_allergies (
  school_id bigint NOT NULL,
  student_id bigint NOT NULL,
  allergen_id bigint NOT NULL,
  reaction text,
  -- 1 mild, 2 moderate, 3 severe (anaphylaxis)
  severity smallint NOT NULL CHECK (severity BETWEEN 1 AND 3),
  source text NOT NULL CHECK (source IN ('guardian', 'hospital', 'school', 'other')),
  note text,
  updated_by bigint,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, student_id, allergen_id),
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id),
  FOREIGN KEY (school_id, allergen_id) REFERENCES allergens(school_id, id)
);--> statement-breakpoint
CREATE INDEX student_allergies_allergen_idx ON student_allergies (school_id, allergen_id);--> statement-breakpoint
CREATE TABLE medical_conditions (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  name text NOT NULL,
  -- hidden conditions stay on record but leave the health views (the child's summary)
  health_view boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id)
);--> statement-breakpoint
CREATE UNIQUE INDEX medical_conditions_name_key ON medical_conditions (school_id, name);--> statement-breakpoint
CREATE TABLE student_medical_history (
  school_id bigint NOT NULL,
  student_id bigint NOT NULL,
  condition_id bigint NOT NULL,
  since date,
  -- 1 ongoing, 2 recovered
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 2),
  note text,
  updated_by bigint,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, student_id, condition_id),
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id),
  FOREIGN KEY (school_id, condition_id) REFERENCES medical_conditions(school_id, id)
);--> statement-breakpoint
CREATE INDEX student_medical_history_condition_idx ON student_medical_history (school_id, condition_id);--> statement-breakpoint
CREATE FUNCTION kg_health_default_catalogues(school bigint) RETURNS void LANGUAGE sql AS $$
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
  INSERT INTO medical_conditions (school_id, name, sort)
  SELECT school, d.name, d.sort FROM (VALUES
    ('哮喘', 1), ('热性惊厥', 2), ('癫痫', 3), ('先天性心脏病', 4), ('湿疹', 5), ('蚕豆病（G6PD缺乏）', 6),
    ('贫血', 7), ('过敏性鼻炎', 8), ('肾病', 9), ('糖尿病', 10), ('川崎病', 11), ('肺炎', 12)
  ) AS d(name, sort)
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION kg_health_new_school() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kg_health_default_catalogues(NEW.id);
  RETURN NEW;
END $$;--> statement-breakpoint
-- type 2 is a school (InstitutionType.school)
CREATE TRIGGER institutions_health_catalogues AFTER INSERT ON institutions
  FOR EACH ROW WHEN (NEW.type = 2) EXECUTE FUNCTION kg_health_new_school();--> statement-breakpoint
SELECT kg_health_default_catalogues(id) FROM institutions WHERE type = 2;
