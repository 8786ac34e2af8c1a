import { linkClick } from '@switchyard/client';
import { Notes } from './Notes';
import { StatusBadge, Value } from './PropertyRows';
import {
  feedbackPath,
  FIELD_COLUMNS,
  INGREDIENT_COLUMNS,
  STEP_COLUMNS,
  type DiffItem,
  type PropertyDef,
} from './reviewModel';

type StepList = 'triggers' | 'queries' | 'actions';
const SINGULAR: Record<StepList, string> = { triggers: 'trigger', queries: 'query', actions: 'action' };

/** Where a step's own page is: /services/{slug}/{triggers|queries|actions}/{stepSlug}. */
const stepHref = (moduleName: string, list: StepList, item: DiffItem) => {
  const slug = item.properties[list === 'queries' ? 'module_name' : 'slug'];
  return typeof slug === 'string' && slug
    ? `/services/${encodeURIComponent(moduleName)}/${list}/${encodeURIComponent(slug)}`
    : null;
};

/** A property of an item, and what it was when it changed (with an Updated badge where the row has none). */
function ItemValue({ def, item, badge }: { def: PropertyDef; item: DiffItem; badge?: boolean }) {
  const changed = item.changed[def.key];
  return (
    <>
      <Value def={def} value={item.properties[def.key]} />
      {changed && (
        <span className="rv-was">
          {' '}
          {badge && <StatusBadge status="updated" />} was{' '}
          <Value def={{ ...def, required: false }} value={changed.from} />
        </span>
      )}
    </>
  );
}

function ChildTable({
  title,
  columns,
  items,
  pathOf,
  labelOf,
}: {
  title: string;
  columns: PropertyDef[];
  items: DiffItem[];
  pathOf: (key: string) => string;
  labelOf: (key: string) => string;
}) {
  if (items.length === 0) return <p className="rv-muted">No {title.toLowerCase()}.</p>;
  return (
    <div className="sy-table-scroll">
      <table className="rv-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
            <th scope="col">Status</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.key} className={`rv-item--${item.status}`}>
              <th scope="row">
                <code>{item.key}</code>
              </th>
              {columns.map((c) => (
                <td key={c.key}>
                  <ItemValue def={c} item={item} />
                </td>
              ))}
              <td>
                <StatusBadge status={item.status} />
              </td>
              <td>
                <Notes path={pathOf(item.key)} label={labelOf(item.key)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Triggers, Queries or Actions section: each step with its status, properties, fields and ingredients. */
export function StepSection({
  moduleName,
  list,
  items,
}: {
  moduleName: string;
  list: StepList;
  items: DiffItem[];
}) {
  if (items.length === 0) return <p className="rv-muted">This service has no {list}.</p>;
  return (
    <>
      {items.map((item) => {
        const href = item.status === 'deleted' ? null : stepHref(moduleName, list, item);
        const name = String(item.properties.name ?? item.key);
        const path = (...rest: string[]) => feedbackPath(list, item.key, ...rest);
        return (
          <article
            key={item.key}
            className={`rv-step rv-item--${item.status}`}
            aria-label={`${SINGULAR[list]} ${name}`}
          >
            <h3>
              {href ? (
                <a href={href} onClick={linkClick}>
                  {name}
                </a>
              ) : (
                name
              )}{' '}
              <StatusBadge status={item.status} />
            </h3>
            <dl className="rv-props">
              {STEP_COLUMNS[list]
                .filter((c) => c.key !== 'feed_url' || item.properties.feed_url)
                .map((c) => (
                  <div key={c.key} className="rv-prop">
                    <dt>{c.label}</dt>
                    <dd>
                      <ItemValue def={c} item={item} badge />
                      <Notes path={path(c.key)} label={`${name} ${c.label.toLowerCase()}`} />
                    </dd>
                  </div>
                ))}
            </dl>
            <ChildTable
              title={list === 'actions' ? 'Action fields' : 'Fields'}
              columns={FIELD_COLUMNS[list]}
              items={item.children.fields ?? []}
              pathOf={(key) => path('fields', key)}
              labelOf={(key) => `${name} field ${key}`}
            />
            {list !== 'actions' && (
              <ChildTable
                title="Ingredients"
                columns={INGREDIENT_COLUMNS}
                items={item.children.ingredients ?? []}
                pathOf={(key) => path('ingredients', key)}
                labelOf={(key) => `${name} ingredient ${key}`}
              />
            )}
          </article>
        );
      })}
    </>
  );
}
