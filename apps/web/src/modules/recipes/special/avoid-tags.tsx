import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a group must not eat: allergens, food categories and keywords as tags. */
export function AvoidTags({
  allergens,
  foodCategories,
  foodKeywords,
}: {
  allergens: { id: number; name: string; nameEn: string | null }[];
  foodCategories: string[];
  foodKeywords: string[];
}) {
  const { i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  return (
    <Space size={[0, 4]} wrap>
      {allergens.map((a) => (
        <Tag key={`a${a.id}`} color="red">
          {en ? (a.nameEn ?? a.name) : a.name}
        </Tag>
      ))}
      {foodCategories.map((c) => (
        <Tag key={`c${c}`} color="orange">
          {c}
        </Tag>
      ))}
      {foodKeywords.map((w) => (
        <Tag key={`w${w}`}>{w}</Tag>
      ))}
    </Space>
  );
}
