import { GAME_CATEGORIES, type GameCategory } from '@casino/contract/codes';
import './category-tabs.css';

/**
 * The six game category tabs in one row of equal columns, each name on two lines of two characters (its span is
 * two characters wide): whole at 320 px as at 430, with no sideways scrolling. Plain buttons (antd-mobile's Tabs would bring its animation
 * library to the home route).
 */
export function CategoryTabs({ active, onChange }: { active: GameCategory; onChange: (id: GameCategory) => void }) {
  return (
    <div className="lobby-tabs" role="tablist">
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
          <span>{category.name}</span>
        </button>
      ))}
    </div>
  );
}
