import { linkClick } from '@switchyard/client';
import { DocsSideNav, type DocsSection } from '@switchyard/ui/docs-nav';
import { PLANS_PAGE } from '@switchyard/composer-common/tiers';
import { MY_APPLETS, NEW_APPLET } from '../composerPaths';

const SECTIONS: DocsSection[] = [
  { id: 'help-steps', title: 'Steps and fields' },
  { id: 'help-ingredients', title: 'Ingredients' },
  { id: 'help-filter-code', title: 'Filter code' },
  { id: 'help-plans', title: 'Plans' },
];

/** /my_applets/help: how an applet is built (the composer's help links lead here). */
export function HelpPage() {
  return (
    <article className="composer-help">
      <p className="composer-show__crumbs">
        <a href={MY_APPLETS} onClick={linkClick}>
          My Applets
        </a>
      </p>
      <h1>Building an Applet</h1>
      <p>
        An Applet runs when its trigger fires: <strong>If</strong> something happens on one service,{' '}
        <strong>When</strong> its queries have fetched more data, the filter code has decided, and the{' '}
        <strong>Wait</strong> is over, <strong>Then</strong> its actions run on other services.
      </p>
      <DocsSideNav sections={SECTIONS}>
        <h2 id="help-steps">Steps and fields</h2>
        <p>
          Choose a service, then one of its triggers, queries or actions. Each field can get a label of your
          own, a default value, and be either <em>Set by you</em> (hidden from people who turn your Applet on)
          or <em>Customizable by the user</em>. Fields that hold a person’s own data (their albums, say) must
          be chosen by each user.
        </p>
        <h2 id="help-ingredients">Ingredients</h2>
        <p>
          A trigger event and the queries bring ingredients. Insert them into text fields with{' '}
          <em>Add ingredient</em>; they appear as <code>{'{{Service.stepName.Ingredient}}'}</code>, e.g.{' '}
          <code>{'{{Daybook.newJournalEntry.Title}}'}</code>. An ingredient no step offers any more is shown
          in red and must be corrected before saving.
        </p>
        <h2 id="help-filter-code">Filter code</h2>
        <p>
          JavaScript that runs after the trigger and the queries, in a sandbox. It reads the same paths (
          <code>Daybook.newJournalEntry.Title</code>), may skip an action (
          <code>Daybook.createJournalEntry.skip(&apos;why&apos;)</code>) or set one of its fields (
          <code>Daybook.createJournalEntry.setTitle(&apos;…&apos;)</code>). Anyone can try it; saving an
          Applet with filter code needs Pro+.
        </p>
        <h2 id="help-plans">Plans</h2>
        <ul>
          <li>Free: one trigger and one action.</li>
          <li>Pro: several actions.</li>
          <li>Pro+: queries, filter code and a wait of up to 3 hours.</li>
        </ul>
        <p>
          <a href={PLANS_PAGE} onClick={linkClick}>
            Compare the plans
          </a>
        </p>
        <p>
          <a className="sy-btn sy-btn--primary" href={NEW_APPLET} onClick={linkClick}>
            Create an Applet
          </a>
        </p>
      </DocsSideNav>
    </article>
  );
}
