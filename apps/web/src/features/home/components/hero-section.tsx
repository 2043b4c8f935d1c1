import type { ReactNode } from 'react';
import { ArrowRight, Cpu, PcDisplay } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { HeroArt } from './hero-art';
import { HeroVideo } from './hero-video';

/** The hero: the pitch, Build Yours Now, the two ways to start, and the pre-built finder. */
export function HeroSection({ finder }: { finder?: ReactNode }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero-backdrop" aria-hidden="true">
        <HeroVideo />
      </div>
      <div className="container home-hero-content">
        <div className="row align-items-center g-5">
          <div className="col-lg-7">
            <p className="eyebrow">Custom gaming and workstation PCs · Chennai</p>
            <h1 id="home-hero-title" className="home-hero-title">
              Your next PC, <span className="text-accent">forged</span> to fit how you play and
              create.
            </h1>
            <p className="home-hero-lead">
              Pick every part yourself or start from a tested pre-built. Assembled by our
              technicians, shipped free across India, supported for life.
            </p>
            <Link to="/config" className="btn btn-accent btn-lg home-hero-cta">
              Build Yours Now <ArrowRight aria-hidden="true" />
            </Link>
            <div className="home-hero-choices">
              <p className="home-hero-choices-label">How would you like to start?</p>
              <div className="d-flex flex-wrap gap-2">
                <Link to="/config" className="btn btn-outline-light">
                  <Cpu aria-hidden="true" /> Build Your Own PC
                </Link>
                <Link to="/prebuilts" className="btn btn-outline-light">
                  <PcDisplay aria-hidden="true" /> Pre-Built PCs
                </Link>
              </div>
            </div>
          </div>
          {finder ? (
            <div className="col-lg-5 home-hero-finder">{finder}</div>
          ) : (
            <div className="col-lg-5 d-none d-lg-block">
              <HeroArt />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
