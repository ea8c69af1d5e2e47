// The demo science e-book: "Khoa học tự nhiên 7 – Chủ đề: Hệ Mặt Trời", sixteen pages written like a textbook topic
// (lessons with an opening question, knowledge, practice and application, "Em có biết?" boxes, a review and a
// glossary). It is the free one, and carries the demo areas (seed.ts places them on the pages named here).
import { box, exercises, figure, h1, h2, list, p, table, type BookSpec } from './seed-pdf.ts';

/** Pages (1-based, the cover is page 1) that the demo areas sit on. */
export const SCIENCE_AREA_PAGES = { solarSystem: 3, sun: 5 } as const;

export const SCIENCE_BOOK: BookSpec = {
  running: 'Khoa học tự nhiên 7 · Trái Đất và bầu trời',
  cover: {
    color: '#0f766e',
    subject: 'Khoa học tự nhiên',
    grade: '7',
    topic: 'Chủ đề: Hệ Mặt Trời',
    series: 'Kết nối tri thức với cuộc sống',
    publisher: 'Nhà xuất bản Giáo dục Việt Nam',
    drawing: 'solarSystem',
  },
  pages: [
    [
      h1('Hướng dẫn sử dụng sách'),
      p(
        'Chủ đề Hệ Mặt Trời gồm bốn bài học. Mỗi bài bắt đầu bằng một câu hỏi mở đầu để em suy nghĩ, tiếp theo là phần hình thành kiến thức mới với hình ảnh, bảng số liệu và các hoạt động, sau đó là phần luyện tập và vận dụng vào cuộc sống.',
      ),
      list(
        'Mở đầu: câu hỏi, tình huống gợi mở nội dung bài học.',
        'Hình thành kiến thức: các hoạt động quan sát, thảo luận, rút ra kết luận.',
        'Luyện tập: câu hỏi và bài tập củng cố kiến thức vừa học.',
        'Vận dụng: liên hệ kiến thức với các hiện tượng em gặp hằng ngày.',
        'Em có biết?: thông tin mở rộng giúp em yêu thích khoa học hơn.',
      ),
      h2('Mục lục'),
      table(
        ['Bài', 'Tên bài', 'Trang'],
        [
          ['1', 'Hệ Mặt Trời', '3'],
          ['2', 'Chuyển động tự quay của Trái Đất', '9'],
          ['3', 'Mặt Trăng. Nhật thực và nguyệt thực', '11'],
          ['4', 'Ngân Hà', '13'],
          ['', 'Ôn tập chủ đề', '14'],
          ['', 'Giải thích thuật ngữ', '16'],
        ],
        [1, 6, 1.2],
      ),
      box(
        'Lời nói đầu',
        'Bầu trời đêm luôn khiến con người tò mò. Hãy cùng khám phá Mặt Trời, các hành tinh và vị trí của Trái Đất – ngôi nhà chung của chúng ta – trong vũ trụ bao la.',
      ),
    ],
    [
      h1('Bài 1. Hệ Mặt Trời'),
      h2('Mở đầu'),
      p(
        'Vào những đêm trời quang, ngoài Mặt Trăng em còn thấy một vài "ngôi sao" rất sáng, không nhấp nháy. Thực ra đó thường là các hành tinh như Sao Kim, Sao Mộc. Vì sao chúng ta nhìn thấy được các hành tinh, dù chúng không tự phát sáng?',
      ),
      figure('solarSystem', 'Hình 1.1. Mặt Trời và tám hành tinh theo thứ tự xa dần Mặt Trời (kích thước và khoảng cách không theo tỉ lệ).', 180),
      p(
        'Hệ Mặt Trời gồm Mặt Trời ở trung tâm và các thiên thể chuyển động quanh Mặt Trời: tám hành tinh cùng các vệ tinh của chúng, các hành tinh lùn, tiểu hành tinh, sao chổi, bụi và khí. Các hành tinh phản chiếu ánh sáng Mặt Trời nên chúng ta nhìn thấy chúng.',
      ),
    ],
    [
      h2('I. Các thành phần của Hệ Mặt Trời'),
      p(
        'Tám hành tinh theo thứ tự xa dần Mặt Trời là: Sao Thuỷ, Sao Kim, Trái Đất, Sao Hoả, Sao Mộc, Sao Thổ, Sao Thiên Vương và Sao Hải Vương. Các hành tinh chuyển động quanh Mặt Trời theo những quỹ đạo gần tròn, gần như nằm trên cùng một mặt phẳng, và cùng chiều với nhau.',
      ),
      p(
        'Để đo khoảng cách trong Hệ Mặt Trời, các nhà thiên văn dùng đơn vị thiên văn (kí hiệu AU): 1 AU bằng khoảng cách trung bình từ Trái Đất đến Mặt Trời, xấp xỉ 150 triệu kilômét.',
      ),
      table(
        ['Hành tinh', 'Khoảng cách đến Mặt Trời (AU)', 'Đường kính so với Trái Đất', 'Số vệ tinh đã biết'],
        [
          ['Sao Thuỷ', '0,39', '0,38', '0'],
          ['Sao Kim', '0,72', '0,95', '0'],
          ['Trái Đất', '1,00', '1,00', '1'],
          ['Sao Hoả', '1,52', '0,53', '2'],
          ['Sao Mộc', '5,20', '11,2', '95'],
          ['Sao Thổ', '9,58', '9,45', '146'],
          ['Sao Thiên Vương', '19,2', '4,01', '28'],
          ['Sao Hải Vương', '30,1', '3,88', '16'],
        ],
        [2.2, 2.2, 2.2, 1.8],
      ),
      h2('Hoạt động'),
      exercises(
        'Dựa vào bảng trên, hãy cho biết hành tinh nào lớn nhất, hành tinh nào nhỏ nhất.',
        'Khoảng cách từ Sao Hải Vương đến Mặt Trời gấp khoảng bao nhiêu lần khoảng cách từ Trái Đất đến Mặt Trời?',
      ),
    ],
    [
      h2('II. Mặt Trời – ngôi sao gần chúng ta nhất'),
      p(
        'Mặt Trời là một ngôi sao, tức là một khối khí khổng lồ, nóng sáng, tự phát ra ánh sáng và nhiệt. Đường kính Mặt Trời lớn gấp khoảng 109 lần đường kính Trái Đất; khối lượng của nó chiếm hơn 99,8% khối lượng của cả Hệ Mặt Trời.',
      ),
      p(
        'Mặt Trời được tạo nên chủ yếu từ các nguyên tử hydrogen và helium. Ở lõi Mặt Trời, nhiệt độ lên tới khoảng 15 triệu độ C: hạt nhân của các nguyên tử hydrogen kết hợp với nhau tạo thành hạt nhân helium và giải phóng năng lượng rất lớn. Năng lượng này truyền ra bề mặt rồi toả vào không gian dưới dạng ánh sáng và nhiệt.',
      ),
      box(
        'Em có biết?',
        'Ánh sáng đi từ Mặt Trời đến Trái Đất mất khoảng 8 phút 20 giây. Khi em nhìn Mặt Trời lúc hoàng hôn, em đang thấy Mặt Trời của hơn 8 phút trước! Tuyệt đối không nhìn thẳng vào Mặt Trời bằng mắt thường hay qua ống nhòm.',
      ),
      h2('Ôn lại: cấu tạo nguyên tử'),
      p(
        'Mỗi nguyên tử gồm hạt nhân mang điện tích dương ở tâm và vỏ nguyên tử gồm các electron mang điện tích âm. Hạt nhân được tạo bởi các proton và neutron. Nguyên tử hydrogen đơn giản nhất: hạt nhân chỉ có một proton, vỏ có một electron.',
      ),
      exercises('Vì sao nói Mặt Trời là nguồn năng lượng chủ yếu của sự sống trên Trái Đất? Nêu hai ví dụ.'),
    ],
    [
      h2('III. Các hành tinh đá'),
      p(
        'Bốn hành tinh gần Mặt Trời nhất – Sao Thuỷ, Sao Kim, Trái Đất và Sao Hoả – được gọi là các hành tinh đá (hành tinh vòng trong). Chúng có kích thước nhỏ, bề mặt rắn được cấu tạo chủ yếu từ đá và kim loại, và có ít hoặc không có vệ tinh.',
      ),
      figure('planetSizes', 'Hình 1.2. So sánh kích thước các hành tinh (theo đúng tỉ lệ đường kính).', 130),
      list(
        'Sao Thuỷ: nhỏ nhất, gần Mặt Trời nhất; ban ngày rất nóng, ban đêm rất lạnh vì hầu như không có khí quyển.',
        'Sao Kim: có lớp khí quyển dày chứa nhiều khí carbon dioxide, là hành tinh nóng nhất, bề mặt khoảng 465 °C.',
        'Trái Đất: hành tinh duy nhất đã biết có nước lỏng trên bề mặt và có sự sống.',
        'Sao Hoả: được gọi là "hành tinh đỏ" vì bề mặt chứa nhiều oxide sắt; có hai vệ tinh nhỏ.',
      ),
    ],
    [
      h2('IV. Các hành tinh khí khổng lồ'),
      p(
        'Bốn hành tinh ở xa Mặt Trời – Sao Mộc, Sao Thổ, Sao Thiên Vương và Sao Hải Vương – có kích thước rất lớn, được cấu tạo chủ yếu từ các chất khí như hydrogen và helium. Chúng đều có vành đai và rất nhiều vệ tinh.',
      ),
      p(
        'Sao Mộc là hành tinh lớn nhất: thể tích của nó có thể chứa khoảng 1 300 Trái Đất. Vết Đỏ Lớn trên Sao Mộc là một cơn bão khổng lồ đã tồn tại hàng trăm năm. Sao Thổ nổi tiếng với hệ vành đai rực rỡ gồm vô số mảnh băng và đá.',
      ),
      p(
        'Sao Thiên Vương và Sao Hải Vương có màu xanh lam do khí methane trong khí quyển hấp thụ ánh sáng đỏ. Sao Thiên Vương có trục quay gần như nằm ngang, nên nó như đang "lăn" trên quỹ đạo của mình.',
      ),
      box(
        'Em có biết?',
        'Một ngày trên Sao Mộc chỉ dài khoảng 10 giờ, nhưng một năm trên Sao Mộc dài gần 12 năm Trái Đất. Một năm trên Sao Hải Vương dài tới khoảng 165 năm Trái Đất.',
      ),
    ],
    [
      h2('V. Hành tinh lùn, tiểu hành tinh và sao chổi'),
      p(
        'Ngoài tám hành tinh, Hệ Mặt Trời còn có các hành tinh lùn như Sao Diêm Vương (trước năm 2006 được xếp là hành tinh thứ chín), vành đai tiểu hành tinh nằm giữa quỹ đạo Sao Hoả và Sao Mộc, và các sao chổi.',
      ),
      p(
        'Sao chổi là những khối băng lẫn bụi đá. Khi tới gần Mặt Trời, băng bốc hơi tạo thành đầu sao chổi và cái đuôi dài hàng triệu kilômét, luôn hướng ra xa Mặt Trời.',
      ),
      h2('Luyện tập'),
      exercises(
        'Kể tên các hành tinh đá và các hành tinh khí khổng lồ của Hệ Mặt Trời.',
        'Vì sao Sao Kim nóng hơn Sao Thuỷ, dù Sao Thuỷ ở gần Mặt Trời hơn?',
        'Vì sao đuôi sao chổi luôn hướng ra xa Mặt Trời?',
      ),
      h2('Vận dụng'),
      p(
        'Tìm hiểu trên sách báo hoặc internet: những tháng nào trong năm có thể quan sát Sao Kim vào lúc sáng sớm ("sao Mai") hoặc chập tối ("sao Hôm") ở Việt Nam?',
      ),
    ],
    [
      h1('Bài 2. Chuyển động tự quay của Trái Đất'),
      h2('Mở đầu'),
      p('Vì sao trên Trái Đất có ngày và đêm luân phiên nhau? Vì sao khi Hà Nội là buổi trưa thì ở Luân Đôn (Anh) mới là sáng sớm?'),
      figure('earthRotation', 'Hình 2.1. Nửa Trái Đất hướng về Mặt Trời là ban ngày, nửa còn lại là ban đêm.', 190),
      p(
        'Trái Đất có dạng hình cầu, luôn được Mặt Trời chiếu sáng một nửa. Trái Đất tự quay quanh một trục tưởng tượng nối hai cực theo hướng từ tây sang đông, mỗi vòng mất khoảng 24 giờ. Vì vậy mọi nơi trên Trái Đất lần lượt được chiếu sáng rồi lại chìm vào bóng tối: ngày và đêm luân phiên nhau.',
      ),
    ],
    [
      h2('Hệ quả: giờ trên Trái Đất'),
      p(
        'Do Trái Đất tự quay từ tây sang đông, các địa điểm ở phía đông luôn thấy Mặt Trời mọc trước các địa điểm ở phía tây. Người ta chia bề mặt Trái Đất thành 24 khu vực giờ, mỗi khu vực rộng 15 kinh tuyến. Việt Nam thuộc khu vực giờ thứ 7 (UTC+7).',
      ),
      table(
        ['Thành phố', 'Khu vực giờ', 'Khi Hà Nội là 12 giờ trưa'],
        [
          ['Luân Đôn (Anh)', 'UTC+0', '5 giờ sáng'],
          ['Tô-ki-ô (Nhật Bản)', 'UTC+9', '14 giờ chiều'],
          ['Niu Oóc (Hoa Kỳ)', 'UTC−5', '0 giờ (nửa đêm)'],
        ],
        [3, 2, 3],
      ),
      h2('Luyện tập'),
      exercises(
        'Nếu Trái Đất không tự quay mà chỉ chuyển động quanh Mặt Trời, hiện tượng ngày đêm sẽ thay đổi thế nào?',
        'Một trận bóng đá diễn ra lúc 20 giờ ở Luân Đôn. Ở Việt Nam khi đó là mấy giờ?',
      ),
      h2('Vận dụng'),
      p('Dùng một quả bóng và một chiếc đèn pin, làm mô hình giải thích hiện tượng ngày và đêm cho các bạn trong nhóm.'),
    ],
    [
      h1('Bài 3. Mặt Trăng. Nhật thực và nguyệt thực'),
      p(
        'Mặt Trăng là vệ tinh tự nhiên duy nhất của Trái Đất, cách Trái Đất khoảng 384 400 km. Mặt Trăng không tự phát sáng mà phản chiếu ánh sáng Mặt Trời. Mặt Trăng quay quanh Trái Đất một vòng mất khoảng 29,5 ngày, nên hình dạng phần sáng ta nhìn thấy thay đổi theo các ngày trong tháng âm lịch.',
      ),
      figure('moonPhases', 'Hình 3.1. Các pha của Mặt Trăng trong một tháng âm lịch.', 110),
      p(
        'Đầu tháng âm lịch ta không thấy Mặt Trăng (trăng mới). Sau đó phần sáng lớn dần: trăng lưỡi liềm, trăng bán nguyệt, rồi trăng tròn vào khoảng ngày rằm (ngày 15). Nửa cuối tháng, phần sáng nhỏ dần theo thứ tự ngược lại.',
      ),
      box(
        'Em có biết?',
        'Mặt Trăng luôn hướng một mặt về phía Trái Đất, vì thời gian Mặt Trăng tự quay một vòng bằng thời gian nó quay một vòng quanh Trái Đất.',
      ),
    ],
    [
      h2('Nhật thực và nguyệt thực'),
      p(
        'Nhật thực xảy ra khi Mặt Trăng nằm giữa Mặt Trời và Trái Đất, che khuất Mặt Trời. Người đứng trong vùng bóng tối của Mặt Trăng thấy nhật thực toàn phần; trong vùng nửa tối thấy nhật thực một phần. Nhật thực chỉ có thể xảy ra vào ngày trăng mới.',
      ),
      figure('eclipse', 'Hình 3.2. Sơ đồ nhật thực (kích thước và khoảng cách không theo tỉ lệ).', 130),
      p(
        'Nguyệt thực xảy ra khi Trái Đất nằm giữa Mặt Trời và Mặt Trăng, bóng của Trái Đất che Mặt Trăng. Khi đó Mặt Trăng thường có màu đỏ sẫm. Nguyệt thực chỉ có thể xảy ra vào đêm trăng tròn.',
      ),
      exercises('Vẽ sơ đồ vị trí của Mặt Trời, Trái Đất và Mặt Trăng khi xảy ra nguyệt thực.', 'Vì sao không phải tháng nào cũng có nhật thực?'),
    ],
    [
      h1('Bài 4. Ngân Hà'),
      p(
        'Hệ Mặt Trời chỉ là một phần rất nhỏ của Ngân Hà – một thiên hà có hình xoắn ốc gồm hàng trăm tỉ ngôi sao cùng bụi và khí. Những đêm không trăng, ở nơi ít ánh đèn, ta thấy Ngân Hà như một dải sáng mờ vắt ngang bầu trời, mà dân gian gọi là "sông Ngân".',
      ),
      figure('milkyWay', 'Hình 4.1. Hình vẽ mô phỏng Ngân Hà và vị trí của Hệ Mặt Trời.', 150),
      h2('Thực hành: quan sát bầu trời đêm'),
      list(
        'Chọn nơi thoáng, ít ánh đèn; đi cùng người lớn.',
        'Dùng ứng dụng bản đồ sao để tìm chòm sao Bắc Đẩu, Sao Kim hoặc Sao Mộc.',
        'Ghi lại thời gian, hướng nhìn và vẽ vị trí các thiên thể quan sát được.',
      ),
    ],
    [
      h1('Ôn tập chủ đề'),
      h2('Hệ thống hoá kiến thức'),
      list(
        'Hệ Mặt Trời gồm Mặt Trời và các thiên thể chuyển động quanh nó: 8 hành tinh, các vệ tinh, hành tinh lùn, tiểu hành tinh, sao chổi.',
        'Mặt Trời là một ngôi sao, tự phát ra ánh sáng và nhiệt nhờ hạt nhân hydrogen kết hợp thành hạt nhân helium.',
        'Các hành tinh đá: Sao Thuỷ, Sao Kim, Trái Đất, Sao Hoả. Các hành tinh khí khổng lồ: Sao Mộc, Sao Thổ, Sao Thiên Vương, Sao Hải Vương.',
        'Trái Đất tự quay từ tây sang đông sinh ra ngày và đêm, và sự chênh lệch giờ giữa các nơi.',
        'Mặt Trăng phản chiếu ánh sáng Mặt Trời; các pha của Mặt Trăng lặp lại sau khoảng 29,5 ngày.',
        'Nhật thực xảy ra vào ngày trăng mới, nguyệt thực xảy ra vào đêm trăng tròn.',
        'Hệ Mặt Trời là một phần nhỏ của Ngân Hà.',
      ),
    ],
    [
      h2('Bài tập ôn tập'),
      exercises(
        'Sắp xếp các hành tinh sau theo thứ tự xa dần Mặt Trời: Sao Hoả, Sao Kim, Sao Thổ, Sao Thuỷ, Trái Đất.',
        'Một bạn nói: "Mặt Trăng là một ngôi sao vì ban đêm nó rất sáng." Em có đồng ý không? Giải thích.',
        'Tính xem ánh sáng Mặt Trời cần khoảng bao lâu để đi tới Sao Mộc, biết ánh sáng đi từ Mặt Trời đến Trái Đất mất khoảng 8,3 phút.',
        'Khi ở Việt Nam là 7 giờ sáng thứ Hai thì ở Niu Oóc (UTC−5) là mấy giờ, ngày thứ mấy?',
        'Vì sao khi quan sát nhật thực không được nhìn trực tiếp vào Mặt Trời? Nêu một cách quan sát an toàn.',
        'Lập bảng so sánh hai nhóm hành tinh theo: kích thước, thành phần cấu tạo, số vệ tinh, vành đai.',
      ),
      box('Dự án nhỏ', 'Theo nhóm, làm mô hình Hệ Mặt Trời bằng các vật liệu tái chế. Ghi rõ tên các hành tinh và trình bày trước lớp trong 3 phút.'),
    ],
    [
      h1('Giải thích thuật ngữ'),
      table(
        ['Thuật ngữ', 'Giải thích', 'Trang'],
        [
          ['Đơn vị thiên văn (AU)', 'Khoảng cách trung bình từ Trái Đất đến Mặt Trời, khoảng 150 triệu km.', '4'],
          ['Hành tinh', 'Thiên thể chuyển động quanh một ngôi sao, không tự phát sáng.', '3'],
          ['Hành tinh lùn', 'Thiên thể giống hành tinh nhưng chưa "dọn sạch" vùng quỹ đạo của mình.', '8'],
          ['Ngôi sao', 'Khối khí khổng lồ nóng sáng, tự phát ra ánh sáng và nhiệt.', '5'],
          ['Nguyệt thực', 'Hiện tượng Mặt Trăng bị bóng Trái Đất che khuất.', '12'],
          ['Nhật thực', 'Hiện tượng Mặt Trời bị Mặt Trăng che khuất khi nhìn từ Trái Đất.', '12'],
          ['Quỹ đạo', 'Đường chuyển động của một thiên thể quanh thiên thể khác.', '4'],
          ['Sao chổi', 'Khối băng và bụi đá, có đuôi sáng khi tới gần Mặt Trời.', '8'],
          ['Vệ tinh', 'Thiên thể chuyển động quanh một hành tinh.', '4'],
        ],
        [2.2, 5, 0.9],
      ),
    ],
  ],
};
