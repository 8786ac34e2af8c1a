/**
 * Applet defaults (stencils; see spec/review-org-diagnostics.md#24-applet-defaults-page,
 * spec/review-org-diagnostics.md#72-applet-defaults, spec/review-org-diagnostics.md#8-the-error-catalogue):
 * one form per group, each field with a label, an example, a note and an icon. The spec names the groups and
 * fields only; the labels, examples, notes and icons here are this project's choice (README).
 */
export const STENCIL_SAVED = 'Applet default updated';
export const STENCIL_SAVE_FAILED = 'Failed to save. Try again!';
export const STENCIL_VALUE_MAX = 500;

export interface StencilField {
  slug: string;
  label: string;
  example: string;
  note: string;
  icon: string;
}

export interface StencilGroup {
  slug: string;
  name: string;
  fields: StencilField[];
}

const f = (slug: string, label: string, example: string, note: string, icon: string): StencilField => ({
  slug,
  label,
  example,
  note,
  icon,
});

export const STENCIL_GROUPS: StencilGroup[] = [
  {
    slug: 'send_notification',
    name: 'Send a notification',
    fields: [
      f('mobile', 'Notification text', '{{title}} just happened', 'What the notification says.', 'bell'),
    ],
  },
  {
    slug: 'post_short_message',
    name: 'Post a short message',
    fields: [
      f('message', 'Message', 'New on my blog: {{title}}', 'The message to post, with ingredients.', 'chat'),
    ],
  },
  {
    slug: 'create_text_post',
    name: 'Create a text post',
    fields: [
      f('title', 'Title', '{{title}}', 'The post title.', 'heading'),
      f('html', 'Body', '<p>{{body}}</p>', 'The post body; HTML is allowed.', 'text'),
      f('tags', 'Tags', 'applets, automation', 'Comma-separated tags.', 'tag'),
    ],
  },
  {
    slug: 'create_text_file',
    name: 'Create a text file',
    fields: [
      f('filename', 'File name', '{{title}}.txt', 'The new file’s name.', 'file'),
      f('folder', 'Folder', 'Switchyard/{{service}}', 'Where the file goes.', 'folder'),
      f('body', 'Content', '{{body}}', 'What the file contains.', 'text'),
    ],
  },
  {
    slug: 'add_spreadsheet_row',
    name: 'Add row to spreadsheet',
    fields: [
      f('collection_title', 'Spreadsheet name', '{{service}} log', 'The spreadsheet to add to.', 'table'),
      f('spreadsheet', 'Row', '{{created_at}} ||| {{title}}', 'Cells separated by |||.', 'row'),
    ],
  },
  {
    slug: 'call_my_phone',
    name: 'Call my phone',
    fields: [f('spoken', 'What is said', 'Heads up: {{title}}', 'Read aloud when you answer.', 'phone')],
  },
  {
    slug: 'quick_add_event',
    name: 'Quick add event',
    fields: [
      f('calendar', 'Event', '{{title}} tomorrow at noon', 'Written the way you would say it.', 'calendar'),
    ],
  },
];

/** Whether a group slug and field slug name a stencil. */
export const isStencil = (group: string, field: string) =>
  STENCIL_GROUPS.some((g) => g.slug === group && g.fields.some((x) => x.slug === field));
