// A link that names a base URL: the banner asks before it may change where requests go (DESIGN D10). Until the person
// says Use or Ignore it stays; Use makes it an environment (the app's adopt), either way the link's request is removed.
import { Suspense, useState } from 'react';
import { baseUrlMessage, en as baseUrlEn, type BaseUrlProblem } from '../api/base-url-strings';
import { validateBaseUrl } from '../api/request';
import { lazyPart } from '../components/ui/error-boundary';
import { useStrings } from '../i18n/locale';
import { removeBaseUrlRequest } from './deep-link';

// Shown only for a link that names a base URL: loaded on demand, for the initial JavaScript budget.
const BaseUrlBanner = lazyPart(() => import('./base-url-banner').then((m) => ({ default: m.BaseUrlBanner })));

export function LinkedBaseUrl({ asked: linked, onAdopt }: { asked: string | null; onAdopt: (url: string) => void }) {
  const baseUrlS = useStrings('baseUrl', baseUrlEn);
  const [asked, setAsked] = useState(linked);
  const [problem, setProblem] = useState<BaseUrlProblem | null>(null);
  if (!asked) return null;
  const done = () => {
    setAsked(null);
    removeBaseUrlRequest();
  };
  return (
    <Suspense fallback={null}>
      <BaseUrlBanner
        url={asked}
        error={problem && baseUrlMessage(problem, baseUrlS)}
        onUse={() => {
          const checked = validateBaseUrl(asked);
          if (!checked.ok) {
            setProblem(checked.problem);
            return;
          }
          onAdopt(checked.url);
          done();
        }}
        onIgnore={done}
      />
    </Suspense>
  );
}
