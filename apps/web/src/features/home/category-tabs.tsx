import { GAME_CATEGORIES } from '@casino/contract/codes';

/** The six game category tabs: plain buttons (antd-mobile's Tabs would bring its animation library to the home route). */
export function CategoryTabs({ active, onChange }: { active: string; onChange: (id: string) => void }) {
  return (
    <div className="category-tabs" role="tablist">
      {GAME_CATEGORIES.map((category) => (
        <button
          key={category.id}
          type="button"
          role="tab"
          aria-selected={category.id === active}
          className={category.id === active ? 'active' : undefined}
          onClick={() => {
            onChange(category.id);
          }}
        >
          {category.name}
        </button>
      ))}
    </div>
  );
}
