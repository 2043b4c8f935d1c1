import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import './styles/layout.css';
import './styles/home.css';
import { UI_TIMINGS_MS } from '@shop/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

// Bootstrap's collapse and fade run for the shop's transition time (300 ms) rather than their own.
document.documentElement.style.setProperty('--shop-transition', `${UI_TIMINGS_MS.transition}ms`);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
