export { DOCS_NAV_LABEL, DocsSideNav, type DocsSection, type DocsSideNavProps } from './DocsSideNav';
export {
  DEFAULT_SECTION_OFFSET,
  SCROLL_HIGHLIGHT_DEBOUNCE_MS,
  useCurrentSection,
  type CurrentSectionOptions,
} from './useCurrentSection';
export { currentSectionId, type SectionPosition } from './currentSection';
