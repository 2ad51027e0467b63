// What a consumer of the three published packages writes: the design system's components
// and CSS, a typed client for the server, the stores' paging rule over MobX, and a theme of
// its own brand around one component, and the same component in a second language (the
// design system's Spanish set given to its messages provider).
import { createApiClients, OTP_LENGTH, type Video } from '@flick/api-types';
import {
  createFlickTheme,
  type FlickTheme,
  FollowButton,
  MessagesProvider,
  OtpInput,
  ReelPlayer,
  spanishMessages,
  ThemeProvider,
  UploadDialog,
} from '@flick/design-system';
import '@flick/design-system/style.css';
import { PAGE_SIZE } from '@flick/stores';
import { observable, runInAction } from 'mobx';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** Another brand on the same components: its accent and corners, Flick's neutrals. */
const acme: FlickTheme = createFlickTheme({
  accent: '#15803d',
  font: { body: 'Georgia, serif' },
  radius: { md: '2px' },
});

const state = observable({ token: '' });
const api = createApiClients({ getToken: () => state.token });

/** Signs in as a demo account and reads the first feed page, all through the typed clients. */
async function firstVideo(): Promise<Video> {
  const login = await api.account.POST('/login', {
    body: { email_phone: 'maya.travels@example.com', password: 'flick-demo-2026' },
  });
  if (!login.data) throw new Error(`login answered ${login.response.status}`);
  runInAction(() => {
    state.token = login.data.data.token;
  });
  const feed = await api.video.GET('/videos', { params: { query: { pageSize: PAGE_SIZE } } });
  const first = feed.data?.data.Items[0];
  if (!first) throw new Error(`the feed answered ${feed.response.status} without videos`);
  return first;
}

function App() {
  const [video, setVideo] = useState<Video | null>(null);
  const [error, setError] = useState('');
  const [otp, setOtp] = useState('');
  useEffect(() => {
    firstVideo().then(setVideo, (e: unknown) => setError(String(e)));
  }, []);
  return (
    <ThemeProvider>
      <main>
        <section id="acme" style={acme.style}>
          <FollowButton following={false} onFollowChange={() => {}} />
        </section>
        <section id="spanish" lang="es">
          <MessagesProvider locale="es" messages={spanishMessages}>
            <FollowButton following={false} onFollowChange={() => {}} />
          </MessagesProvider>
        </section>
        <output id="result">{error || (video ? `video ${video.id}` : 'loading')}</output>
        {video && <ReelPlayer src={video.iosUrl} label={`Video by ${video.userName}`} />}
        <OtpInput
          length={OTP_LENGTH}
          method="email"
          destination="maya.travels@example.com"
          value={otp}
          onValueChange={({ value }) => setOtp(value)}
          onSubmit={() => {}}
          onResend={() => {}}
          // The package holds no routes: a consumer passes its own sign-in address.
          loginHref="/sign-in"
        />
        <UploadDialog
          open
          onOpenChange={() => {}}
          status="select"
          onFileSelect={() => {}}
          onBack={() => {}}
          onUpload={() => {}}
        />
      </main>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
