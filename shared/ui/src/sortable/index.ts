export { SortableList, DRAG_ANIMATION_MS, dragAnimationMs, type SortableListProps } from './SortableList';
