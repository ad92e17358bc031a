import type { Faq } from '../content/faqs';
import styles from '../landing.module.css';

/** Native disclosures: they open with the keyboard and work before (or without) JavaScript. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className={styles.faqs}>
      {faqs.map(({ question, answer }) => (
        <details key={question}>
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </div>
  );
}
