import { Link } from 'react-router';
import { ArrowLeft, CircleHelp, ListChecks, RotateCw, Wallet } from 'lucide-react';
import * as activityApi from '../../src/app/api/activity';
import { FaqList } from '../promotions/FaqList';
import { RulesTable } from '../promotions/RulesTable';
import { useLoad } from '../promotions/useLoad';
import '../promotions/promotions.css';

/** How bonuses and wagering work (/promotions/details/Faq): the general introduction, its rules and the FAQ. */
export default function PromotionFaqPage() {
  const intro = useLoad(() => activityApi.getActivityIntroduceInfo({}), 'intro');
  return (
    <div className="promo-page promo-page--narrow" data-testid="promotion-faq">
      <Link to="/promotions" className="promo-back">
        <ArrowLeft size={16} aria-hidden="true" /> All promotions
      </Link>
      {intro.state.status === 'ok' ? (
        <>
          <section className="promo-hero promo-hero--faq" aria-labelledby="promo-faq-page-title">
            <div className="promo-hero__text">
              <span className="eyebrow">Bonus guide</span>
              <h1 id="promo-faq-page-title">{intro.state.data.title}</h1>
              {intro.state.data.body.map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </div>
            <div className="promo-hero__links">
              <Link to="/promotions/details/bonus" className="btn btn--outline">
                <Wallet size={16} aria-hidden="true" /> My bonuses
              </Link>
            </div>
          </section>
          {intro.state.data.rules.length > 0 && (
            <section className="card promo-panel" aria-labelledby="promo-faq-rules">
              <h2 id="promo-faq-rules" className="promo-section__title">
                <ListChecks size={18} aria-hidden="true" /> The rules every bonus follows
              </h2>
              <RulesTable rules={intro.state.data.rules} caption="Bonus rules" />
            </section>
          )}
          {intro.state.data.faq.length > 0 && (
            <section className="card promo-panel" aria-labelledby="promo-faq-questions">
              <h2 id="promo-faq-questions" className="promo-section__title">
                <CircleHelp size={18} aria-hidden="true" /> Frequently asked questions
              </h2>
              <FaqList faq={intro.state.data.faq} openFirst />
            </section>
          )}
        </>
      ) : intro.state.status === 'error' ? (
        <div className="promo-empty card" role="alert" data-testid="promo-faq-error">
          <p>{intro.state.message}</p>
          <button type="button" className="btn btn--outline" onClick={intro.reload}>
            <RotateCw size={16} aria-hidden="true" /> Try again
          </button>
        </div>
      ) : (
        <div aria-busy="true">
          <div className="skeleton promo-skel-block promo-skel-block--tall" aria-hidden="true" />
          <div className="skeleton promo-skel-block" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
