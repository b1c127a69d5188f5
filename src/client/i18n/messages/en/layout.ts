/** Header, bottom navigation, menus (the ticker's and the footer's texts are in their own catalogues). */
export default {
  skipToContent: 'Skip to content',
  home: 'Palmarés home',
  login: 'Login',
  checkingSession: 'Checking your session',
  'language.label': 'Language',
  'language.current': 'Language: {language}',
  'language.en': 'English',
  'language.es': 'Español',
  'menu.open': 'Open menu',
  'menu.title': 'Menu',
  'menu.close': 'Close',
  'search.open': 'Open search',
  'search.close': 'Close search',
  loadingPage: 'Loading page',
};
