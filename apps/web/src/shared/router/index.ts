// A small hash router with React Router's names, for what the app uses of it: about 1.5 KB gzip on the first
// load, where React Router's declarative routes took 13.6 KB.
export { HashRouter, Link, MemoryRouter, Navigate, useLocation, useNavigate, useSearchParams, type NavigateFunction } from './router';
export { Outlet, Route, Routes, useParams } from './routes';
