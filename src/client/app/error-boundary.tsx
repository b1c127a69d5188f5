import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslations } from '../i18n/i18n';
import { commonMessages } from '../i18n/messages/common';

/** The text of a thrown value, or null when it carries none. */
export function errorMessage(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  return null;
}

function ErrorScreen({ error }: { error: unknown }) {
  const t = useTranslations(commonMessages);
  const message = errorMessage(error);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('brand')}</h1>
      <p role="alert" className="text-base text-red-800">
        {message ? t('error.app', { message }) : t('error.unknown')}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="h-10 rounded-md bg-ink px-4 text-sm font-medium text-white hover:bg-ink-soft"
      >
        {t('error.reload')}
      </button>
    </main>
  );
}

/** Top-level render failure: 'Error loading application: {message}' or 'Unknown error'. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render failure', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
