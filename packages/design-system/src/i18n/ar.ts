// Arabic (right to left): an example set for stories and for consumers to copy (ADR 0135).
// Render it under `dir="rtl"`. Counts take Arabic's six plural forms, chosen by
// `Intl.PluralRules('ar')`: zero, one, two, few (3–10), many (11–99) and other (100, 101…).
import type { CountMessage, DesignSystemMessages } from './messages';

const rules = new Intl.PluralRules('ar');
const num = new Intl.NumberFormat('ar');
const n = (value: number) => num.format(value);

type Forms = Record<Intl.LDMLPluralRule, (formatted: string) => string>;

/** A count with its noun in the form Arabic gives that number. */
const plural =
  (forms: Forms): CountMessage =>
  (count, formatted) =>
    forms[rules.select(count)](formatted);

const likes = plural({
  zero: () => 'لا إعجابات',
  one: () => 'إعجاب واحد',
  two: () => 'إعجابان',
  few: (f) => `${f} إعجابات`,
  many: (f) => `${f} إعجابًا`,
  other: (f) => `${f} إعجاب`,
});

const comments = plural({
  zero: () => 'لا تعليقات',
  one: () => 'تعليق واحد',
  two: () => 'تعليقان',
  few: (f) => `${f} تعليقات`,
  many: (f) => `${f} تعليقًا`,
  other: (f) => `${f} تعليق`,
});

const views = plural({
  zero: () => 'لا مشاهدات',
  one: () => 'مشاهدة واحدة',
  two: () => 'مشاهدتان',
  few: (f) => `${f} مشاهدات`,
  many: (f) => `${f} مشاهدةً`,
  other: (f) => `${f} مشاهدة`,
});

const days = plural({
  zero: () => 'لا أيام',
  one: () => 'يوم واحد',
  two: () => 'يومان',
  few: (f) => `${f} أيام`,
  many: (f) => `${f} يومًا`,
  other: (f) => `${f} يوم`,
});

export const arabicMessages: DesignSystemMessages = {
  loading: 'جارٍ التحميل',
  close: 'إغلاق',
  cancel: 'إلغاء',
  confirm: 'تأكيد',
  back: 'رجوع',
  search: 'بحث',
  clearSearch: 'مسح البحث',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  chooseFile: 'اختيار ملف',
  noFileChosen: 'لم يتم اختيار أي ملف',
  removeFile: 'إزالة الملف',
  report: 'إبلاغ',
  remove: 'إزالة',
  hiddenByModerators: 'أخفاه المشرفون',
  mainNavigation: 'التنقل الرئيسي',
  upload: 'رفع',
  settings: 'الإعدادات',
  unreadNotifications: (count) =>
    `(${plural({
      zero: () => 'لا جديد',
      one: () => 'إشعار جديد',
      two: () => 'إشعاران جديدان',
      few: (f) => `${f} إشعارات جديدة`,
      many: (f) => `${f} إشعارًا جديدًا`,
      other: (f) => `${f} إشعار جديد`,
    })(count, n(count))})`,

  videoActions: 'إجراءات الفيديو',
  like: 'إعجاب',
  comment: 'تعليق',
  save: 'حفظ',
  saved: 'محفوظ',
  download: 'تنزيل',
  share: 'مشاركة',
  deleteVideo: 'حذف الفيديو',
  likeCount: likes,
  commentCount: comments,
  downloadCount: plural({
    zero: () => 'لا تنزيلات',
    one: () => 'تنزيل واحد',
    two: () => 'تنزيلان',
    few: (f) => `${f} تنزيلات`,
    many: (f) => `${f} تنزيلًا`,
    other: (f) => `${f} تنزيل`,
  }),
  shareCount: plural({
    zero: () => 'لا مشاركات',
    one: () => 'مشاركة واحدة',
    two: () => 'مشاركتان',
    few: (f) => `${f} مشاركات`,
    many: (f) => `${f} مشاركةً`,
    other: (f) => `${f} مشاركة`,
  }),

  loadingVideo: 'جارٍ تحميل الفيديو',
  videoFailed: 'يتعذّر تشغيل هذا الفيديو الآن.',
  fullScreen: 'ملء الشاشة',
  exitFullScreen: 'الخروج من ملء الشاشة',
  mute: 'كتم الصوت',
  unmute: 'تشغيل الصوت',
  captions: 'الترجمة',
  seek: 'موضع التشغيل',
  seekPosition: (current, duration) => `${current} من ${duration}`,
  videos: 'الفيديوهات',
  previousVideo: 'الفيديو السابق',
  nextVideo: 'الفيديو التالي',
  loadingMoreVideos: 'جارٍ تحميل المزيد من الفيديوهات',
  feedPosition: (position, total, label) => `الفيديو ${n(position)} من ${n(total)}: ${label}`,

  addComment: 'أضف تعليقًا',
  addCommentPlaceholder: 'أضف تعليقًا...',
  addEmoji: 'إضافة رمز تعبيري',
  closeEmojiPicker: 'إغلاق منتقي الرموز التعبيرية',
  loadingEmojiPicker: 'جارٍ تحميل منتقي الرموز التعبيرية',
  emojiPicker: 'منتقي الرموز التعبيرية',
  post: 'نشر',
  comments: 'التعليقات',
  loadingComments: 'جارٍ تحميل التعليقات',
  noComments: 'لا تعليقات بعد. كن أول من يعلّق!',
  commentBy: (userName) => `تعليق من ${userName}`,
  likeComment: 'الإعجاب بالتعليق',
  commentMenu: 'إجراءات أخرى',
  deleteComment: 'حذف',

  follow: 'متابعة',
  following: 'تتابعه',
  requested: 'تم الطلب',

  uploadVideo: 'رفع فيديو',
  uploadSuccess: 'تم بنجاح!',
  uploadShared: 'تمت مشاركة الفيديو.',
  dropVideos: 'اسحب الفيديوهات وأفلتها هنا',
  selectFromComputer: 'اختيار من الكمبيوتر',
  videoPreview: 'معاينة الفيديو المختار',
  uploadingStatus: 'جارٍ الرفع...',
  uploadProgress: 'تقدّم الرفع',
  uploadInProgress: 'الرفع جارٍ',
  uploadingPercent: (percent) => `جارٍ الرفع... ${percent}٪`,
  captionsFile: 'ملف الترجمة (.vtt)',
  removeCaptions: 'إزالة الترجمة',
  continueInBackground: 'المتابعة في الخلفية',

  deleteAccountTitle: 'حذف الحساب؟',
  deleteAccountText:
    'يحذف هذا حسابك وفيديوهاتك وتعليقاتك وإعجاباتك ومتابعاتك نهائيًا. لا يمكن التراجع عن ذلك.',
  currentPassword: 'كلمة المرور الحالية',
  code: 'الرمز',
  codeSentTo: (destination) => `أرسلنا رمزًا إلى ${destination}.`,
  codeWillBeSent: 'نرسل رمزًا من ستة أرقام إلى بريدك الإلكتروني أو هاتفك.',
  sendCode: 'إرسال الرمز',
  sendNewCode: 'إرسال رمز جديد',
  deleteAccount: 'حذف الحساب',

  videoGridLabel: 'الفيديوهات',
  loadingVideos: 'جارٍ تحميل الفيديوهات',
  noVideos: 'لا فيديوهات بعد.',
  processing: 'جارٍ المعالجة…',
  processingFailed: 'تعذّرت معالجة هذا الفيديو.',
  viewCount: views,
  tileName: (position, label) => `الفيديو ${n(position)}${label ? `: ${label}` : ''}`,
  tileHeading: (position, label) => `الفيديو ${n(position)}${label ? `: ${label}` : ''}`,
  processingTile: (name) => `جارٍ معالجة ${name}`,
  removeTile: (name) => `إزالة ${name}`,
  openTile: (name) => `فتح ${name}`,

  reportTitle: {
    video: 'الإبلاغ عن فيديو',
    comment: 'الإبلاغ عن تعليق',
    user: 'الإبلاغ عن مستخدم',
  },
  reportDescription: 'تصل البلاغات إلى مشرفينا. لا نخبر الشخص المُبلَّغ عنه بهوية من أبلغ عنه.',
  reportQuestion: 'لماذا تبلغ عن هذا؟',
  reportReasons: {
    spam: 'رسائل مزعجة',
    harassment: 'تحرش أو تنمّر',
    hate: 'خطاب كراهية',
    violence: 'عنف',
    sexual: 'عُري أو محتوى جنسي',
    selfHarm: 'إيذاء النفس',
    misinformation: 'معلومات كاذبة',
    other: 'سبب آخر',
  },
  reportDetailsNeeded: 'أخبرنا بما حدث',
  reportDetailsOptional: 'أخبرنا بالمزيد (اختياري)',
  reportHeading: (target, owner) =>
    `${{ video: 'فيديو', comment: 'تعليق', user: 'حساب' }[target]} ${owner}`,
  reportCardLabel: (heading) => `بلاغ: ${heading}`,
  reportMeta: (heading, reporter) => `${heading} · أبلغ عنه ${reporter}`,
  reportedFrom: (server) => `أُبلغ عنه من ${server}`,
  openReportTarget: { video: 'فتح الفيديو', comment: 'فتح التعليق', user: 'فتح الحساب' },
  hidden: 'مخفي',
  hide: 'إخفاء',
  unhide: 'إظهار',
  dismiss: 'تجاهل',

  video: 'فيديو',
  gridVideo: ({ position, total, userName, caption }) =>
    `الفيديو ${n(position)}${total === null ? '' : ` من ${n(total)}`} لـ ${userName}${caption ? `: ${caption}` : ''}`,

  logoutTitle: 'تسجيل الخروج',
  logoutQuestion: 'هل تريد بالتأكيد تسجيل الخروج من حسابك؟',
  unreadMark: 'جديد: ',

  notFoundTitle: 'عذرًا، هذه الصفحة غير متاحة.',
  notFoundText: 'ربما يكون الرابط الذي اتبعته معطّلًا، أو ربما أُزيلت الصفحة.',
  notFoundLink: 'العودة إلى ملفك الشخصي',
  offlineTitle: 'أنت غير متصل',
  offlineText: 'يُرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.',
  retry: 'إعادة المحاولة',

  keywordLabel: 'كلمة لإخفائها',
  add: 'إضافة',
  keywordHint:
    'تُخفى عنك الفيديوهات والتعليقات التي تحتوي على هذه الكلمات (كلمات كاملة، بأي حالة أحرف).',
  noKeywords: 'لا كلمات مُصفّاة.',
  keywordList: 'الكلمات المُصفّاة',
  removeKeyword: (keyword) => `إزالة ${keyword}`,

  loadingProfile: 'جارٍ تحميل الملف الشخصي',
  profileMenu: 'المزيد',
  block: 'حظر',
  blocked: 'محظور',
  unblock: 'إلغاء الحظر',
  editProfile: 'تعديل الملف الشخصي',
  profilePicture: (userName) => `صورة الملف الشخصي لـ ${userName}`,
  videoCount: plural({
    zero: () => 'لا فيديوهات',
    one: () => 'فيديو واحد',
    two: () => 'فيديوهان',
    few: (f) => `${f} فيديوهات`,
    many: (f) => `${f} فيديو`,
    other: (f) => `${f} فيديو`,
  }),
  followerCount: plural({
    zero: () => 'لا متابعين',
    one: () => 'متابِع واحد',
    two: () => 'متابِعان',
    few: (f) => `${f} متابِعين`,
    many: (f) => `${f} متابِعًا`,
    other: (f) => `${f} متابِع`,
  }),
  followingCount: (_count, formatted) => `يتابع ${formatted}`,
  blockQuestion: (userName) => `حظر @${userName}؟`,
  blockText: 'لن يتمكن من العثور على ملفك الشخصي أو مشاهدة فيديوهاتك.',
  unblockQuestion: (userName) => `إلغاء حظر @${userName}؟`,
  unblockText: 'سيتمكن من العثور على ملفك الشخصي ومشاهدة فيديوهاتك ومتابعتك مجددًا.',

  tagline: 'شاهد الفيديوهات القصيرة وشاركها وارفعها مع أصدقائك.',
  createAccount: 'إنشاء حساب جديد',
  login: 'تسجيل الدخول',
  or: 'أو',
  socialSignIn: 'تسجيل الدخول بحسابات التواصل',
  continueWith: (provider) => `المتابعة باستخدام ${provider}`,
  getTheApp: 'احصل على التطبيق.',
  appStore: 'حمّله من App Store',
  googlePlay: 'احصل عليه من Google Play',

  theme: 'المظهر',
  themeChoices: { system: 'النظام', light: 'فاتح', dark: 'داكن' },
  caption: 'الوصف',
  suggestions: 'اقتراحات',

  noViews: 'لا مشاهدات بعد',
  viewsPerDay: (count) => `المشاهدات يوميًا، آخر ${days(count, n(count))}`,
  day: 'اليوم',
  views: 'المشاهدات',
  insightNames: {
    views: 'المشاهدات',
    viewers: 'المشاهدون الفريدون',
    watchShare: 'متوسط المشاهدة',
    completionRate: 'شوهد حتى النهاية',
    likes: 'الإعجابات',
    comments: 'التعليقات',
    shares: 'المشاركات',
    downloads: 'التنزيلات',
  },
  dayViews: (day, count, formatted) => `${day}: ${views(count, formatted)}`,

  otpSentEmail: 'أرسلنا رمزًا من 6 أرقام إلى بريدك الإلكتروني ',
  otpSentPhone: 'أرسلنا رمزًا من 6 أرقام إلى رقم هاتفك ',
  otpLegend: 'رمز لمرة واحدة',
  otpDigit: (position, length) => `الرقم ${n(position)} من ${n(length)}`,
  next: 'التالي',
  resendOtp: 'إعادة إرسال الرمز',
  logIn: 'تسجيل الدخول',

  noUsers: 'لا مستخدمين بعد.',
  loadingList: (title) => `جارٍ تحميل ${title}`,
  unfollowQuestion: (userName) => (userName ? `إلغاء متابعة @${userName}؟` : 'إلغاء المتابعة؟'),
  unfollowText: 'لن تظهر فيديوهاته في خلاصتك بعد الآن.',
  unfollow: 'إلغاء المتابعة',

  brandHome: 'الصفحة الرئيسية لـ Flick',
  brand: 'Flick',
  logout: 'تسجيل الخروج',
};
