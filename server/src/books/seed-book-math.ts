// The demo mathematics e-book: "Toán 7 – Chương 1: Số hữu tỉ", twelve pages laid out like the chapter of a grade 7
// textbook: definitions in boxes, worked examples, the number line, practice and the chapter's exercises.
import { box, exercises, figure, h1, h2, list, p, table, type BookSpec } from './seed-pdf.ts';

export const MATH_BOOK: BookSpec = {
  running: 'Toán 7 · Tập một',
  cover: {
    color: '#b91c1c',
    subject: 'Toán',
    grade: '7',
    topic: 'Chương I: Số hữu tỉ',
    series: 'Kết nối tri thức với cuộc sống',
    publisher: 'Nhà xuất bản Giáo dục Việt Nam',
    drawing: 'fractionsCover',
  },
  pages: [
    [
      h1('Chương I. Số hữu tỉ'),
      p(
        'Ở lớp 6, em đã làm quen với số nguyên và phân số. Trong chương này, em sẽ được học về số hữu tỉ – những số viết được dưới dạng phân số – cùng các phép tính, luỹ thừa và thứ tự thực hiện phép tính với chúng.',
      ),
      h2('Nội dung chương'),
      table(
        ['Bài', 'Tên bài', 'Trang'],
        [
          ['1', 'Tập hợp các số hữu tỉ', '3'],
          ['2', 'Cộng, trừ, nhân, chia số hữu tỉ', '6'],
          ['3', 'Luỹ thừa với số mũ tự nhiên của một số hữu tỉ', '8'],
          ['4', 'Thứ tự thực hiện các phép tính. Quy tắc chuyển vế', '10'],
          ['', 'Luyện tập chung và bài tập cuối chương I', '11'],
        ],
        [1, 6, 1.2],
      ),
      box(
        'Em sẽ học được',
        'Nhận biết số hữu tỉ và biểu diễn số hữu tỉ trên trục số; so sánh hai số hữu tỉ; thực hiện các phép tính cộng, trừ, nhân, chia và luỹ thừa; vận dụng quy tắc chuyển vế để tìm x; giải các bài toán thực tế.',
      ),
    ],
    [
      h1('Bài 1. Tập hợp các số hữu tỉ'),
      h2('Mở đầu'),
      p(
        'Nhiệt độ lúc 6 giờ sáng ở Sa Pa là −1,5 °C, buổi trưa tăng thêm 7/2 °C. Các số −1,5 và 7/2 có viết được dưới dạng phân số không? Chúng thuộc tập hợp số nào?',
      ),
      h2('1. Số hữu tỉ'),
      box('Định nghĩa', 'Số hữu tỉ là số viết được dưới dạng phân số a/b với a, b là các số nguyên và b ≠ 0. Tập hợp các số hữu tỉ được kí hiệu là ℚ.'),
      p('Ví dụ 1. Các số sau đều là số hữu tỉ vì viết được dưới dạng phân số:'),
      list('−1,5 = −3/2;', '0,25 = 1/4;', '5 = 5/1;', '−2 1/3 = −7/3 (hỗn số).'),
      p('Chú ý: Mỗi số nguyên cũng là một số hữu tỉ. Các phân số bằng nhau là các cách viết khác nhau của cùng một số hữu tỉ, chẳng hạn 1/2 = 2/4 = −3/−6.'),
      h2('Luyện tập 1'),
      exercises('Viết các số 0,6; −1,25; 3 1/4 dưới dạng phân số tối giản.', 'Trong các số 7; −2/9; 0; 1,3; 5/0, số nào không phải là số hữu tỉ?'),
    ],
    [
      h2('2. Biểu diễn số hữu tỉ trên trục số'),
      p(
        'Tương tự như số nguyên, ta có thể biểu diễn mọi số hữu tỉ trên trục số. Điểm biểu diễn số hữu tỉ a được gọi là điểm a. Để biểu diễn số 5/4, ta chia đoạn thẳng đơn vị thành 4 phần bằng nhau, rồi lấy 5 phần theo chiều dương kể từ điểm 0.',
      ),
      figure('numberLine', 'Hình 1.1. Các điểm −3/2; −1/2; 1/3 và 5/4 trên trục số.', 100),
      p('Ví dụ 2. Số −1/2 được biểu diễn bởi điểm nằm giữa −1 và 0, cách điểm 0 một nửa đơn vị về bên trái.'),
      h2('Luyện tập 2'),
      exercises('Vẽ trục số và biểu diễn các số hữu tỉ 3/4; −5/4; 1,5.', 'Điểm nào trên trục số ở Hình 1.1 gần điểm 0 nhất?'),
      box('Em có biết?', 'Giữa hai số hữu tỉ bất kì luôn có vô số số hữu tỉ khác. Chẳng hạn giữa 0 và 1 có 1/2, 1/3, 2/3, 3/4, …'),
    ],
    [
      h2('3. Số đối và so sánh các số hữu tỉ'),
      p('Hai điểm biểu diễn hai số hữu tỉ đối nhau nằm về hai phía của điểm 0 và cách đều điểm 0. Số đối của số hữu tỉ a kí hiệu là −a; ta có −(−a) = a.'),
      p(
        'Với hai số hữu tỉ a và b bất kì, ta luôn có a < b, a = b hoặc a > b. Để so sánh hai số hữu tỉ, ta viết chúng dưới dạng phân số cùng mẫu dương rồi so sánh tử số, hoặc viết chúng dưới dạng số thập phân.',
      ),
      p('Ví dụ 3. So sánh −0,75 và −2/3. Ta có −0,75 = −9/12 và −2/3 = −8/12. Vì −9 < −8 nên −0,75 < −2/3.'),
      figure('numberSets', 'Hình 1.2. Tập hợp số tự nhiên nằm trong tập hợp số nguyên, tập hợp số nguyên nằm trong tập hợp số hữu tỉ.', 140),
      h2('Vận dụng'),
      p(
        'Nhiệt độ trung bình tháng Một ở bốn địa điểm là: Mẫu Sơn −0,5 °C; Sa Pa 8,4 °C; Moscow −6,5 °C; Bắc Kinh −3 1/2 °C. Sắp xếp các nhiệt độ theo thứ tự tăng dần.',
      ),
    ],
    [
      h1('Bài 2. Cộng, trừ, nhân, chia số hữu tỉ'),
      h2('1. Cộng và trừ hai số hữu tỉ'),
      p(
        'Ta có thể cộng, trừ hai số hữu tỉ bằng cách viết chúng dưới dạng phân số rồi áp dụng quy tắc cộng, trừ phân số. Khi hai số cùng viết dưới dạng số thập phân, ta cộng, trừ như với số thập phân.',
      ),
      figure('fractionBars', 'Hình 2.1. Mô hình phân số: 1/2 + 1/3 = 3/6 + 2/6 = 5/6.', 110),
      p('Ví dụ 1. a) −2/5 + 3/10 = −4/10 + 3/10 = −1/10.  b) 0,5 − 1,25 = −0,75.  c) 1/3 − (−1/6) = 2/6 + 1/6 = 1/2.'),
      box(
        'Tính chất của phép cộng',
        'Phép cộng số hữu tỉ có các tính chất giao hoán, kết hợp, cộng với số 0 và cộng với số đối như phép cộng số nguyên: a + b = b + a; (a + b) + c = a + (b + c); a + 0 = a; a + (−a) = 0.',
      ),
      exercises('Tính: −3/8 + 5/12;  2,4 − 3 1/2;  (−0,25) + 3/4 − 1/2.'),
    ],
    [
      h2('2. Nhân và chia hai số hữu tỉ'),
      p(
        'Để nhân, chia hai số hữu tỉ, ta viết chúng dưới dạng phân số rồi áp dụng quy tắc nhân, chia phân số. Phép chia cho số hữu tỉ y ≠ 0 là phép nhân với số nghịch đảo 1/y.',
      ),
      p('Ví dụ 2. a) −2/3 · 9/4 = −18/12 = −3/2.  b) 0,4 : (−2/5) = 2/5 · (−5/2) = −1.  c) (−1,2) · 0,5 = −0,6.'),
      box(
        'Tính chất của phép nhân',
        'Phép nhân số hữu tỉ có tính chất giao hoán, kết hợp, nhân với số 1 và phân phối đối với phép cộng: a · (b + c) = a · b + a · c.',
      ),
      h2('Luyện tập'),
      exercises(
        'Tính một cách hợp lí: 4/7 · 13/5 − 4/7 · 3/5.',
        'Một chiếc bánh được chia đều cho 6 bạn; mỗi bạn ăn 2/3 phần của mình. Hỏi cả nhóm đã ăn bao nhiêu phần chiếc bánh?',
        'Giá một chiếc áo giảm 1/5 rồi lại giảm tiếp 10% giá mới. Giá cuối cùng bằng bao nhiêu phần giá ban đầu?',
      ),
    ],
    [
      h1('Bài 3. Luỹ thừa với số mũ tự nhiên của một số hữu tỉ'),
      box(
        'Định nghĩa',
        'Luỹ thừa bậc n của một số hữu tỉ x, kí hiệu xⁿ, là tích của n thừa số x (n là số tự nhiên lớn hơn 1). Quy ước: x¹ = x; x⁰ = 1 (x ≠ 0). Khi viết x = a/b, ta có (a/b)ⁿ = aⁿ/bⁿ.',
      ),
      p('Ví dụ 1. (−1/2)³ = (−1/2) · (−1/2) · (−1/2) = −1/8;  (0,3)² = 0,09;  (−2/3)⁰ = 1.'),
      h2('Tích và thương của hai luỹ thừa cùng cơ số'),
      table(
        ['Quy tắc', 'Ví dụ'],
        [
          ['xᵐ · xⁿ = xᵐ⁺ⁿ', '(1/3)² · (1/3)³ = (1/3)⁵'],
          ['xᵐ : xⁿ = xᵐ⁻ⁿ (x ≠ 0, m ≥ n)', '(−0,5)⁶ : (−0,5)⁴ = (−0,5)² = 0,25'],
        ],
        [1, 1],
      ),
      p('Nhận xét: Luỹ thừa bậc chẵn của một số âm là một số dương; luỹ thừa bậc lẻ của một số âm là một số âm.'),
      exercises('Tính: (−3/2)²; (−0,2)³; (2/5)⁰.', 'Viết dưới dạng một luỹ thừa: (−1/4)⁵ · (−1/4)³;  0,6⁷ : 0,6².'),
    ],
    [
      h2('Luỹ thừa của luỹ thừa'),
      box('Quy tắc', 'Khi tính luỹ thừa của một luỹ thừa, ta giữ nguyên cơ số và nhân hai số mũ: (xᵐ)ⁿ = xᵐ·ⁿ.'),
      p('Ví dụ 2. [(−2/3)²]³ = (−2/3)⁶ = 64/729.'),
      h2('Luyện tập chung'),
      exercises(
        'Viết (2³)² và (3²)⁴ dưới dạng luỹ thừa của 2 và của 3. So sánh (2³)² với 2⁹.',
        'Tìm số tự nhiên n, biết (1/2)ⁿ = 1/32.',
        'Khối lượng Trái Đất khoảng 5,97 · 10²⁴ kg, khối lượng Mặt Trăng khoảng 7,35 · 10²² kg. Khối lượng Trái Đất gấp khoảng bao nhiêu lần khối lượng Mặt Trăng?',
      ),
      box('Em có biết?', 'Nếu gấp đôi một tờ giấy dày 0,1 mm liên tiếp 10 lần, độ dày sẽ là 0,1 · 2¹⁰ = 102,4 mm – hơn 10 cm!'),
    ],
    [
      h1('Bài 4. Thứ tự thực hiện các phép tính. Quy tắc chuyển vế'),
      h2('1. Thứ tự thực hiện các phép tính'),
      list('Biểu thức không có dấu ngoặc: luỹ thừa → nhân và chia → cộng và trừ.', 'Biểu thức có dấu ngoặc: ( ) → [ ] → { }.'),
      p('Ví dụ 1. 2 − 1,5 : (−1/2)² = 2 − 1,5 : 1/4 = 2 − 6 = −4.'),
      h2('2. Quy tắc chuyển vế'),
      box(
        'Quy tắc',
        'Khi chuyển một số hạng từ vế này sang vế kia của một đẳng thức, ta phải đổi dấu số hạng đó: dấu "+" thành dấu "−" và dấu "−" thành dấu "+".',
      ),
      p('Ví dụ 2. Tìm x, biết x + 2/5 = −1/10. Ta có x = −1/10 − 2/5 = −1/10 − 4/10 = −1/2.'),
      exercises('Tìm x, biết: x − 3/4 = 1/2;  2/3 − x = −0,5;  1,2 + 2x = 0,4.'),
    ],
    [
      h1('Luyện tập chung'),
      exercises(
        'Tính giá trị của biểu thức: A = (−3/4 + 2/3) : 5/6 + 1/2.',
        'Tính một cách hợp lí: B = 0,25 · 3 1/5 + 3 1/5 · 0,75.',
        'Tìm x, biết: (x − 1/2)² = 1/9.',
      ),
      h2('Vận dụng'),
      p(
        'Một cửa hàng nhập về 120 kg gạo. Ngày thứ nhất bán được 3/8 số gạo, ngày thứ hai bán được 0,4 số gạo còn lại. Hỏi sau hai ngày cửa hàng còn lại bao nhiêu kilôgam gạo?',
      ),
      p(
        'Lời giải. Ngày thứ nhất bán: 120 · 3/8 = 45 (kg). Số gạo còn lại: 120 − 45 = 75 (kg). Ngày thứ hai bán: 75 · 0,4 = 30 (kg). Cửa hàng còn lại: 75 − 30 = 45 (kg).',
      ),
      box('Mẹo học tốt', 'Trước khi tính, hãy quan sát biểu thức: nếu có thừa số chung, dùng tính chất phân phối để tính nhanh hơn và ít sai hơn.'),
    ],
    [
      h1('Bài tập cuối chương I'),
      exercises(
        'Trong các số sau, số nào là số hữu tỉ âm: −0,3; 2/7; −5; 0; −1 1/2?',
        'Sắp xếp theo thứ tự giảm dần: 0,5; −3/4; 1 1/3; −0,8; 0.',
        'Tính: a) −5/6 + 0,75 − 1/3;  b) (−2,5) · 0,4 : (−1/2);  c) (−1/3)³ · 27.',
        'Tìm x, biết: a) x + 0,25 = −3/4;  b) 3/5 · x − 1 = 1/5;  c) (2x − 1)² = 9/16.',
        'Bạn Minh đi xe đạp 12,5 km trong 5/6 giờ. Hỏi trung bình mỗi giờ Minh đi được bao nhiêu kilômét?',
        'Một bể nước đang chứa 2/5 thể tích. Người ta bơm thêm 1,2 m³ thì bể đầy 7/10 thể tích. Tính thể tích của bể.',
      ),
      box(
        'Tự đánh giá',
        'Em hãy tô màu các ô em đã làm được: nhận biết số hữu tỉ · biểu diễn trên trục số · so sánh · bốn phép tính · luỹ thừa · quy tắc chuyển vế.',
      ),
    ],
  ],
};
