import './tokens.css';

export * from './Button';
export * from './Dropdown';
export * from './Modal';
export * from './Confirm';
export * from './Flash';
export * from './Field';
export * from './Tabs';
export * from './pageNumbers';
export * from './Pagination';
export * from './Spinner';
export * from './EmptyState';
export * from './ErrorState';
export * from './SelectField';
export * from './useAfterPaint';
export * from './feedbackDate';
