import { DRAG_ANIMATION_MS, dragAnimationMs } from '@switchyard/ui/sortable-list';
import { INGREDIENT_MESSAGES, QUERY_FIELD_MESSAGES, QUERY_MESSAGES } from '../queries/messages';
import {
  ACTION_FIELD_MESSAGES,
  ACTION_MESSAGES,
  TRIGGER_FIELD_MESSAGES,
  TRIGGER_INGREDIENT_MESSAGES,
  TRIGGER_MESSAGES,
} from './messages';

describe('the sortable lists', () => {
  it("fail with spec/connections.md#8-the-error-catalogue's texts, word for word; queries and query fields keep service-config's", () => {
    expect(TRIGGER_INGREDIENT_MESSAGES.reorderFailed).toBe(
      'There has been an error reordering the ingredients, try again!',
    );
    expect(INGREDIENT_MESSAGES.reorderFailed).toBe(
      'There has been an error reordering the ingredients, try again!',
    );
    expect(TRIGGER_FIELD_MESSAGES.reorderFailed).toBe(
      'There has been an error reordering the trigger fields, try again!',
    );
    expect(ACTION_MESSAGES.reorderFailed).toBe('There has been an error reordering the Actions, try again!');
    expect(ACTION_FIELD_MESSAGES.reorderFailed).toBe(
      'There has been an error reordering the action fields, try again!',
    );
    expect(TRIGGER_MESSAGES.reorderFailed).toBe(
      'There has been an error reordering the Triggers, try again!',
    );
    expect(QUERY_MESSAGES.reorderFailed).toBe('There has been an error reordering the Queries, try again!');
    expect(QUERY_FIELD_MESSAGES.reorderFailed).toBe('Could not reorder query fields — please try again');
  });

  it('animate a move over 150 ms, and not at all when the system asks for reduced motion', () => {
    const matchMedia = window.matchMedia;
    try {
      window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
      expect(dragAnimationMs()).toBe(150);
      expect(DRAG_ANIMATION_MS).toBe(150);
      window.matchMedia = ((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
      })) as typeof window.matchMedia;
      expect(dragAnimationMs()).toBe(0);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
