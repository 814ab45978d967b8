import type { DemoArticle } from '../types';

export const shellToolbox: DemoArticle = {
  slug: 'shell-toolbox',
  title: '我的命令行工具箱：这些小工具每天帮我省下半小时',
  description: '整理了日常开发中离不开的命令行工具：更快的搜索、更好看的查看器、模糊查找和几个自己写的小函数，附上配置片段。',
  category: '开发工具',
  tags: ['Linux', '效率', 'Git'],
  daysAgo: 262,
  viewTimes: 4120,
  thumbsUp: 203,
  content: `每隔一段时间，我都会整理一下自己的命令行环境，删掉不再使用的别名，补上新发现的小工具。这篇文章算是最近一次整理的结果。它们都不复杂，但加在一起，每天确实能帮我省下不少时间。

![我的工作台](/uploads/seed/illus-desk.webp)

## 搜索与查看

### 代码搜索用 ripgrep

\`rg\` 默认会跳过 \`.gitignore\` 里忽略的文件，速度比传统的 \`grep -r\` 快得多，输出还自带高亮和行号。我最常用的几个参数：\`-t\` 按文件类型过滤，\`-l\` 只列文件名，\`-C 3\` 显示上下文。

### 查看文件用 bat

\`bat\` 可以看作带语法高亮和行号的 \`cat\`，还能显示文件在 Git 中的修改标记。我把它设成了默认的分页器，查看日志和配置文件舒服了很多。

## 模糊查找：fzf

\`fzf\` 是我心目中命令行里最值得安装的工具。它读入任意一个列表，让你用模糊匹配从中挑选。配合快捷键，可以模糊搜索历史命令、文件和目录。下面是我自己写的一个小函数，用来快速切换 Git 分支：

\`\`\`bash
# 模糊选择一个本地分支并切换过去
fbr() {
  local branch
  branch=$(git branch --sort=-committerdate --format='%(refname:short)' | fzf --height 40% --prompt='分支> ')
  [ -n "$branch" ] && git switch "$branch"
}

# 找出占用某个端口的进程
port() {
  lsof -nP -iTCP:"$1" -sTCP:LISTEN
}
\`\`\`

## 工具一览

| 工具 | 替代 | 我最常用的场景 |
| --- | --- | --- |
| rg | grep | 在项目里搜代码 |
| fd | find | 按名称查找文件 |
| bat | cat / less | 查看带高亮的文件 |
| fzf | 无 | 历史命令、分支、文件的模糊选择 |
| jq | 无 | 格式化和筛选接口返回的数据 |
| htop | top | 看进程和资源占用 |

## 一些习惯

1. 所有的别名和函数都放在一个单独的文件里，用 Git 管理，换电脑时一条命令恢复；
2. 给危险的命令加确认，比如把删除命令设置成交互模式；
3. 每个季度回顾一次，超过三个月没用过的别名就删掉。

> 工具的意义不在于多，而在于顺手。装了一百个插件却记不住快捷键，还不如只用好十个。

## 处理接口数据的小技巧

调试接口时，\`jq\` 几乎每天都会用到。比如只想看返回结果里每篇文章的标题和浏览量：

\`\`\`bash
curl -s http://localhost:3000/api/article/blogHomeGetArticleList/1/10 \\
  | jq '.result.list[] | {title: .article_title, views: .view_times}'
\`\`\`

比起在浏览器里一层层展开，这样要快得多，也方便配合其他命令做进一步的处理。

命令行环境是一个需要慢慢打磨的东西。与其一次性照搬别人的配置，不如每次觉得“这一步好麻烦”的时候停下来想一想，有没有更好的办法。日积月累，它就会变成最适合你自己的工具箱。
`,
};
