import { Link } from 'react-router';
import { Logo } from './Logo';

/** Site footer. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo />
          <p>Provably fair originals, eight coins, instant settlement. Play for fun, stake only what you can afford to lose.</p>
        </div>
        <nav className="footer__links" aria-label="Footer">
          <Link to="/fairness">Provably Fair</Link>
          <Link to="/promotions">Promotions</Link>
          <Link to="/vip">VIP Club</Link>
          <Link to="/blog">Blog</Link>
          <Link to="/policy">Policies</Link>
          <Link to="/profile/Responsible" data-testid="footer-responsible">
            Responsible gambling
          </Link>
          <Link to="/CustomerService/ServiceIndex">Support</Link>
        </nav>
        <div className="footer__legal">
          <span className="badge badge--amber">18+</span>
          <span>Gambling can be addictive. Please play responsibly.</span>
          <span className="footer__copy">© {new Date().getFullYear()} HighStakes</span>
        </div>
      </div>
    </footer>
  );
}
