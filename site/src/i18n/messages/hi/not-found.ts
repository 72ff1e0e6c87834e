import type { Messages } from '../en';

export const notFound: Messages['notFound'] = {
  title: 'पेज नहीं मिला',
  description: 'यह पेज हमारे शोरूम में नहीं है। इसके बजाय हमारा कलेक्शन देखें।',
  heading: 'यह गहना हमारे शोरूम में नहीं है',
  text: 'आप जो पेज ढूँढ रहे थे, वह कहीं और चला गया है या कभी था ही नहीं। हमारा पूरा कलेक्शन बस एक क्लिक दूर है।',
  allProducts: 'सभी आभूषण देखें',
  home: 'होम पेज पर लौटें',
};
