export { SortableList, DRAG_ANIMATION_MS, type SortableListProps } from './SortableList';
