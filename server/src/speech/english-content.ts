// English practice content of the school library (spec §3 vocabulary kinds: word, sentence, paragraph), grouped in
// lessons after the units of three textbook series. Texts are short originals on each unit's topic.

export type VocabularyKind = 'word' | 'sentence' | 'paragraph';

export interface SeedItem {
  text: string;
  meaning: string;
  phonetic?: string;
}

export interface SeedLesson {
  seriesId: number;
  grade: number;
  unit: string;
  title: string;
  kind: VocabularyKind;
  items: SeedItem[];
}

const GLOBAL_SUCCESS = 5;
const SMART_WORLD = 7;
const FRIENDS_PLUS = 8;

export const ENGLISH_LESSONS: SeedLesson[] = [
  {
    seriesId: GLOBAL_SUCCESS,
    grade: 6,
    unit: 'Unit 1',
    title: 'My new school – từ vựng',
    kind: 'word',
    items: [
      { text: 'school', meaning: 'trường học', phonetic: '/skuːl/' },
      { text: 'classmate', meaning: 'bạn cùng lớp', phonetic: '/ˈklɑːsmeɪt/' },
      { text: 'uniform', meaning: 'đồng phục', phonetic: '/ˈjuːnɪfɔːm/' },
      { text: 'pencil', meaning: 'bút chì', phonetic: '/ˈpensl/' },
      { text: 'calculator', meaning: 'máy tính cầm tay', phonetic: '/ˈkælkjuleɪtə(r)/' },
      { text: 'library', meaning: 'thư viện', phonetic: '/ˈlaɪbrəri/' },
      { text: 'homework', meaning: 'bài tập về nhà', phonetic: '/ˈhəʊmwɜːk/' },
      { text: 'teacher', meaning: 'giáo viên', phonetic: '/ˈtiːtʃə(r)/' },
    ],
  },
  {
    seriesId: GLOBAL_SUCCESS,
    grade: 7,
    unit: 'Unit 1',
    title: 'Hobbies – từ vựng',
    kind: 'word',
    items: [
      { text: 'hobby', meaning: 'sở thích', phonetic: '/ˈhɒbi/' },
      { text: 'gardening', meaning: 'làm vườn', phonetic: '/ˈɡɑːdnɪŋ/' },
      { text: 'collect', meaning: 'sưu tầm', phonetic: '/kəˈlekt/' },
      { text: 'stamp', meaning: 'con tem', phonetic: '/stæmp/' },
      { text: 'painting', meaning: 'hội hoạ', phonetic: '/ˈpeɪntɪŋ/' },
      { text: 'swimming', meaning: 'bơi lội', phonetic: '/ˈswɪmɪŋ/' },
      { text: 'interesting', meaning: 'thú vị', phonetic: '/ˈɪntrəstɪŋ/' },
    ],
  },
  {
    seriesId: GLOBAL_SUCCESS,
    grade: 7,
    unit: 'Unit 1',
    title: 'Hobbies – mẫu câu',
    kind: 'sentence',
    items: [
      { text: 'My hobby is collecting stamps.', meaning: 'Sở thích của tôi là sưu tầm tem.' },
      { text: 'I usually go swimming at the weekend.', meaning: 'Tôi thường đi bơi vào cuối tuần.' },
      { text: 'She likes painting because it is relaxing.', meaning: 'Cô ấy thích vẽ vì nó giúp thư giãn.' },
      { text: 'Do you enjoy gardening with your parents?', meaning: 'Bạn có thích làm vườn cùng bố mẹ không?' },
      { text: 'My brother has an interesting hobby.', meaning: 'Anh trai tôi có một sở thích thú vị.' },
    ],
  },
  {
    seriesId: GLOBAL_SUCCESS,
    grade: 7,
    unit: 'Unit 2',
    title: 'Healthy living – đoạn văn',
    kind: 'paragraph',
    items: [
      {
        text: 'To stay healthy, I eat a lot of fruit and vegetables. I drink water every day and I go to bed early. At the weekend, I ride my bike in the park with my friends.',
        meaning: 'Để khoẻ mạnh, tôi ăn nhiều rau quả. Tôi uống nước mỗi ngày và đi ngủ sớm. Cuối tuần, tôi đạp xe trong công viên cùng bạn bè.',
      },
      {
        text: 'We should wash our hands before meals. We should not eat too much fast food. Sleep is also important for our health.',
        meaning: 'Chúng ta nên rửa tay trước bữa ăn. Không nên ăn quá nhiều đồ ăn nhanh. Giấc ngủ cũng quan trọng cho sức khoẻ.',
      },
    ],
  },
  {
    seriesId: SMART_WORLD,
    grade: 6,
    unit: 'Unit 2',
    title: 'Days – từ vựng',
    kind: 'word',
    items: [
      { text: 'Monday', meaning: 'thứ Hai' },
      { text: 'weekend', meaning: 'cuối tuần' },
      { text: 'breakfast', meaning: 'bữa sáng' },
      { text: 'morning', meaning: 'buổi sáng' },
      { text: 'afternoon', meaning: 'buổi chiều' },
      { text: 'always', meaning: 'luôn luôn' },
      { text: 'never', meaning: 'không bao giờ' },
    ],
  },
  {
    seriesId: SMART_WORLD,
    grade: 7,
    unit: 'Unit 4',
    title: 'Music and arts – mẫu câu',
    kind: 'sentence',
    items: [
      { text: 'She thinks that the film is very interesting.', meaning: 'Cô ấy nghĩ bộ phim rất thú vị.' },
      { text: 'I would like to learn the guitar.', meaning: 'Tôi muốn học đàn ghi-ta.' },
      { text: 'Our class is going to the theater on Friday.', meaning: 'Lớp chúng tôi sẽ đi nhà hát vào thứ Sáu.' },
      { text: 'Which kind of music do you like best?', meaning: 'Bạn thích thể loại nhạc nào nhất?' },
    ],
  },
  {
    seriesId: SMART_WORLD,
    grade: 8,
    unit: 'Unit 1',
    title: 'Free time – đoạn văn',
    kind: 'paragraph',
    items: [
      {
        text: 'In my free time, I like reading comic books. Sometimes I play badminton with my sister after school. On Sunday evenings, my family watches a movie together.',
        meaning: 'Lúc rảnh, tôi thích đọc truyện tranh. Thỉnh thoảng tôi chơi cầu lông với em gái sau giờ học. Tối Chủ nhật, cả nhà tôi cùng xem phim.',
      },
    ],
  },
  {
    seriesId: FRIENDS_PLUS,
    grade: 6,
    unit: 'Unit 1',
    title: 'Towns and cities – từ vựng',
    kind: 'word',
    items: [
      { text: 'bridge', meaning: 'cây cầu' },
      { text: 'market', meaning: 'chợ' },
      { text: 'museum', meaning: 'bảo tàng' },
      { text: 'station', meaning: 'nhà ga' },
      { text: 'square', meaning: 'quảng trường' },
      { text: 'street', meaning: 'đường phố' },
      { text: 'crowded', meaning: 'đông đúc' },
    ],
  },
  {
    seriesId: FRIENDS_PLUS,
    grade: 7,
    unit: 'Unit 1',
    title: 'My time – mẫu câu',
    kind: 'sentence',
    items: [
      { text: 'There are three bedrooms in my house.', meaning: 'Nhà tôi có ba phòng ngủ.' },
      { text: 'I never watch television in the morning.', meaning: 'Tôi không bao giờ xem ti vi vào buổi sáng.' },
      { text: 'How often do you help with the housework?', meaning: 'Bạn có thường giúp việc nhà không?' },
      { text: 'My best friend lives near the market.', meaning: 'Bạn thân của tôi sống gần chợ.' },
    ],
  },
  {
    seriesId: FRIENDS_PLUS,
    grade: 8,
    unit: 'Unit 2',
    title: 'Sensations – đoạn văn',
    kind: 'paragraph',
    items: [
      {
        text: 'Last summer, we visited a small village near the sea. The air smelled fresh and the water felt warm. At night, we listened to the sound of the waves.',
        meaning: 'Hè năm ngoái, chúng tôi đến thăm một ngôi làng nhỏ gần biển. Không khí trong lành và nước biển ấm. Ban đêm, chúng tôi nghe tiếng sóng.',
      },
    ],
  },
];
