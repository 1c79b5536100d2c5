import { useEffect } from 'react';
import { useAppInfo } from '../api/queries/app-info';
import { applyAndKeepTheme } from './theme';

/** The operator's theme from the app info, on <html> as soon as it is read (and again when it changes). */
export function ThemeSync() {
  const theme = useAppInfo().data?.theme;
  const { mode, primary, accent } = theme ?? {};
  useEffect(() => {
    if (mode !== undefined && primary !== undefined && accent !== undefined) applyAndKeepTheme({ mode, primary, accent });
  }, [mode, primary, accent]);
  return null;
}
