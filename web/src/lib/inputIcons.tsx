import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';

/*
 * The clear button of a clearable input and the eye of a password input are named by their icon
 * alone; antd names those icons in English ("close-circle", "eye-invisible"). These say it in
 * Chinese. Both icons are the ones antd's inputs load anyway.
 */

/** For `allowClear` of antd inputs: the clear button reads 清空. */
export const CLEARABLE = { clearIcon: <CloseCircleFilled aria-label="清空" /> };

/** For `iconRender` of antd's Input.Password: says what a click does. */
export function passwordToggleIcon(visible: boolean) {
  return visible ? <EyeOutlined aria-label="隐藏密码" /> : <EyeInvisibleOutlined aria-label="显示密码" />;
}
